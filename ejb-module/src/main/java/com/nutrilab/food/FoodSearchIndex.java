package com.nutrilab.food;

import com.nutrilab.platform.HashedList;
import com.nutrilab.platform.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.DoubleDocValuesField;
import org.apache.lucene.document.DoublePoint;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopFieldCollectorManager;
import org.apache.lucene.search.TopScoreDocCollectorManager;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * One built, in-memory Apache Lucene index of foods, and the searches on it. Immutable once
 * built: a newer one replaces it whole. Plain Java, so the relevance tests run without a server.
 */
public final class FoodSearchIndex {

    static final String ID = "id";
    static final String GROUP = "group";
    static final String DESCRIPTION = "description";
    static final String NAME_SORT = "name_sort";
    static final String TEXT = "text";
    static final String HEAD = "head";
    static final String SECOND = "second";
    static final String HEAD_KEY = "head_key";
    static final String EXACT = "exact";
    static final String PLAIN = "plain";
    static final String NUTRIENT_POINT = "n.";
    static final String NUTRIENT_SORT = "s.";
    static final String MAIN_STORED = "m.";

    /**
     * First name parts that say only what kind of food follows ("Nuts, almonds", "Fish, salmon"):
     * for these the second part says what the food is.
     */
    private static final java.util.Set<String> CATEGORIES = java.util.Set.of(
            "nuts",
            "seeds",
            "fish",
            "crustaceans",
            "mollusks",
            "beverages",
            "spices",
            "cereals",
            "cereals ready-to-eat",
            "candies",
            "snacks",
            "peppers",
            "beans",
            "babyfood",
            "game meat",
            "alcoholic beverage",
            "beverage",
            "sweeteners",
            "oil");

    /** A food to index: its main data and every nutrient per 100 g. */
    public record IndexedFood(String id, String description, String groupCode, Map<String, Double> nutrients) {}

    /** Bounds the cache of word queries: distinct words typed, far more than any vocabulary of foods. */
    private static final int MAX_CACHED_WORDS = 20_000;
    /**
     * Bounds the pages kept: a page holds at most 100 references to the shared summaries, so the
     * whole cache stays within a few megabytes (a query is at most 200 characters).
     */
    static final int MAX_CACHED_PAGES = 4_096;

    private final IndexSearcher searcher;
    private final int size;
    /**
     * Each typed word's query, rewritten against this index. Building the typo and prefix
     * automata was most of a search's time, and their expansion depends only on the word and
     * this immutable index.
     */
    private final Map<String, Query> wordQueries = new ConcurrentHashMap<>();
    /** Each document's list entry, by document id: built once, so a search decompresses no stored fields. */
    private final FoodSummary[] summaries;
    /**
     * The pages of recent searches, as Solr's query result cache keeps them. The index never
     * changes, so a page stays right for as long as this index serves (a newer one starts with
     * none); the same searches come again and again (common foods, typed as people type them),
     * and Lucene's setup and scoring were most of a search's own time (docs/benchmarks.md).
     */
    private final Map<FoodSearchRequest, Page<FoodSummary>> recentPages = new ConcurrentHashMap<>();

    private FoodSearchIndex(IndexSearcher searcher, int size) throws IOException {
        this.searcher = searcher;
        this.size = size;
        this.summaries = new FoodSummary[searcher.getIndexReader().maxDoc()];
        var stored = searcher.storedFields();
        for (int doc = 0; doc < summaries.length; doc++) {
            summaries[doc] = summary(stored.document(doc));
        }
    }

    public static FoodSearchIndex build(Iterable<IndexedFood> foods) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        int count = 0;
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(indexAnalyzer()))) {
            for (IndexedFood food : foods) {
                writer.addDocument(document(food));
                count++;
            }
            writer.forceMerge(1); // one segment: the index never changes once built
            writer.commit();
            return new FoodSearchIndex(new IndexSearcher(DirectoryReader.open(directory)), count);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot build the food index", e);
        }
    }

    public int size() {
        return size;
    }

    public Page<FoodSummary> search(FoodSearchRequest request) {
        Page<FoodSummary> recent = recentPages.get(request);
        if (recent != null) {
            return recent;
        }
        Page<FoodSummary> page = find(request);
        if (page.items().isEmpty() && request.page() > 1) {
            return page; // past the end: cheap to find again, and not worth another search's place
        }
        keep(recentPages, MAX_CACHED_PAGES, request, page);
        return page;
    }

    /** The number of pages kept now (for the tests). */
    int cachedPages() {
        return recentPages.size();
    }

    private Page<FoodSummary> find(FoodSearchRequest request) {
        Query query = FoodQueries.build(request, this::wordQuery);
        Sort sort = FoodQueries.sort(request);
        int offset = Page.offset(request.page(), request.pageSize());
        try {
            // One pass finds the page and counts every match exactly.
            int wanted = Math.max(1, Math.min(offset + request.pageSize(), size));
            TopDocs top = sort == null
                    ? searcher.search(query, new TopScoreDocCollectorManager(wanted, Integer.MAX_VALUE))
                    : searcher.search(query, new TopFieldCollectorManager(sort, wanted, Integer.MAX_VALUE));
            long total = top.totalHits.value;
            if (offset >= total) {
                return new Page<>(List.of(), request.page(), request.pageSize(), total);
            }
            List<FoodSummary> items = new ArrayList<>();
            ScoreDoc[] hits = top.scoreDocs;
            for (int i = offset; i < hits.length; i++) {
                items.add(summaries[hits[i].doc]);
            }
            return new Page<>(HashedList.copyOf(items), request.page(), request.pageSize(), total);
        } catch (IOException e) {
            throw new UncheckedIOException("Food search failed", e);
        }
    }

    private Query wordQuery(String word, boolean last) {
        String key = last ? word + '*' : word;
        Query cached = wordQueries.get(key);
        if (cached != null) {
            return cached;
        }
        try {
            Query rewritten = searcher.rewrite(FoodQueries.wordQuery(word, last, !isIndexedWord(word)));
            keep(wordQueries, MAX_CACHED_WORDS, key, rewritten);
            return rewritten;
        } catch (IOException e) {
            throw new UncheckedIOException("Food search failed", e);
        }
    }

    /**
     * Keeps a value in one of this index's caches. A full cache starts again, so that what is
     * asked now is what is kept (nothing in them is costly to find once more).
     */
    private static <K, V> void keep(Map<K, V> cache, int max, K key, V value) {
        if (cache.size() >= max) {
            cache.clear();
        }
        cache.put(key, value);
    }

    private boolean isIndexedWord(String word) {
        try {
            return searcher.getIndexReader().docFreq(new Term(EXACT, word)) > 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static FoodSummary summary(Document doc) {
        Map<String, Double> nutrients = new LinkedHashMap<>();
        for (String key : NutrientCatalog.MAIN) {
            IndexableField field = doc.getField(MAIN_STORED + key);
            nutrients.put(key, field == null ? null : field.numericValue().doubleValue());
        }
        // Shared by every page that lists the food: nobody may change it (some values are null,
        // so not Map.copyOf).
        return new FoodSummary(
                doc.get(ID),
                doc.get(DESCRIPTION),
                FoodGroupView.of(doc.get(GROUP)),
                Collections.unmodifiableMap(nutrients));
    }

    private static Analyzer indexAnalyzer() {
        return new PerFieldAnalyzerWrapper(FoodAnalyzers.stemmed(), Map.of(EXACT, FoodAnalyzers.exact()));
    }

    private static Document document(IndexedFood food) {
        Document doc = new Document();
        String description = food.description();
        doc.add(new StringField(ID, food.id(), Field.Store.YES));
        doc.add(new StringField(GROUP, food.groupCode(), Field.Store.YES));
        doc.add(new StoredField(DESCRIPTION, description));
        doc.add(new SortedDocValuesField(NAME_SORT, new BytesRef(description.toLowerCase(Locale.ROOT))));
        doc.add(new TextField(TEXT, description, Field.Store.NO));
        String first = segment(description, 0);
        String second = segment(description, 1);
        boolean category = CATEGORIES.contains(first.strip().toLowerCase(Locale.ROOT));
        doc.add(new TextField(HEAD, category ? second : first, Field.Store.NO));
        doc.add(new StringField(
                HEAD_KEY,
                String.join(" ", FoodQueries.terms(FoodAnalyzers.stemmed(), category ? second : first)),
                Field.Store.NO));
        doc.add(new TextField(SECOND, category ? first : second, Field.Store.NO));
        doc.add(new TextField(EXACT, description, Field.Store.NO));
        doc.add(new DoubleDocValuesField(
                PLAIN,
                FoodQueries.plainness(
                        description, food.groupCode(), food.nutrients().size())));
        for (Map.Entry<String, Double> nutrient : food.nutrients().entrySet()) {
            doc.add(new DoublePoint(NUTRIENT_POINT + nutrient.getKey(), nutrient.getValue()));
            doc.add(new DoubleDocValuesField(NUTRIENT_SORT + nutrient.getKey(), nutrient.getValue()));
            if (NutrientCatalog.MAIN.contains(nutrient.getKey())) {
                doc.add(new StoredField(MAIN_STORED + nutrient.getKey(), nutrient.getValue()));
            }
        }
        return doc;
    }

    /**
     * A comma-separated part of the name. The first says what the food is ("Bananas" of
     * "Bananas, raw"); the second often does when the first is a category ("Nuts, almonds").
     */
    static String segment(String description, int index) {
        String[] parts = description.split(",", index + 2);
        return parts.length > index ? parts[index] : "";
    }
}
