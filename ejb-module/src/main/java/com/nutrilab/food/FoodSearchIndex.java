package com.nutrilab.food;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.nutrilab.platform.Page;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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
    static final String HEAD_NOUN = "head_noun";
    static final String EXACT = "exact";
    static final String PLAIN = "plain";
    static final String NUTRIENT_POINT = "n.";
    static final String NUTRIENT_SORT = "s.";
    static final String MAIN_STORED = "m.";

    private static final Pattern AFTER_HEAD =
            Pattern.compile("(?i)\\s(with|and|in|of|con|or|on|for|without|w/)\\s.*|[;(].*");

    /**
     * A food to index: its main data, every nutrient per 100 g, USDA's survey flag (FNDDS), null
     * where the source does not say, and its household measures in their order (which the index
     * does not search: recommendations choose a portion from them).
     */
    public record IndexedFood(
            String id,
            String description,
            String groupCode,
            Map<String, Double> nutrients,
            Boolean survey,
            List<Portion> measures) {}

    /** Bounds the cache of word queries: distinct words typed, far more than any vocabulary of foods. */
    private static final int MAX_CACHED_WORDS = 20_000;
    /**
     * Bounds the pages kept: a page holds at most 100 references to the shared summaries, so the
     * whole cache stays within a few megabytes (a query is at most 200 characters).
     */
    static final int MAX_CACHED_PAGES = 4_096;

    private final IndexSearcher searcher;
    private final FoodSearchData data;
    /**
     * Each typed word's query, rewritten against this index. Building the typo and prefix
     * automata was most of a search's time, and their expansion depends only on the word and
     * this immutable index.
     */
    private final Cache<String, Query> wordQueries = boundedCache(MAX_CACHED_WORDS);
    /** Each document's list entry, by document id: built once, so a search decompresses no stored fields. */
    private final FoodSummary[] summaries;
    /**
     * The pages of recent searches, as Solr's query result cache keeps them. The index never
     * changes, so a page stays right for as long as this index serves (a newer one starts with
     * none); the same searches come again and again (common foods, typed as people type them),
     * and Lucene's setup and scoring were most of a search's own time.
     */
    private final Cache<FoodSearchRequest, Page<FoodSummary>> recentPages = boundedCache(MAX_CACHED_PAGES);

    private FoodSearchIndex(IndexSearcher searcher, FoodSearchData data) throws IOException {
        this.searcher = searcher;
        this.data = data;
        this.summaries = new FoodSummary[searcher.getIndexReader().maxDoc()];
        var stored = searcher.storedFields();
        for (int doc = 0; doc < summaries.length; doc++) {
            summaries[doc] = summary(stored.document(doc));
        }
    }

    public static FoodSearchIndex build(Iterable<IndexedFood> foods, FoodSearchData data) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(indexAnalyzer()))) {
            for (IndexedFood food : foods) {
                writer.addDocument(document(food, data));
            }
            writer.forceMerge(1); // one segment: the index never changes once built
            writer.commit();
            return new FoodSearchIndex(new IndexSearcher(DirectoryReader.open(directory)), data);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot build the food index", e);
        }
    }

    /** The number of foods: one document each, none ever deleted. */
    public int size() {
        return summaries.length;
    }

    public Page<FoodSummary> search(FoodSearchRequest request) {
        Page<FoodSummary> recent = recentPages.getIfPresent(request);
        if (recent != null) {
            return recent;
        }
        Page<FoodSummary> page = find(request);
        if (page.items().isEmpty() && request.page() > 1) {
            return page; // past the end: cheap to find again, and not worth another search's place
        }
        recentPages.put(request, page);
        return page;
    }

    /** The number of pages kept now (for the tests). */
    long cachedPages() {
        recentPages.cleanUp();
        return recentPages.estimatedSize();
    }

    private Page<FoodSummary> find(FoodSearchRequest request) {
        Query query = FoodQueries.build(request, this::wordQuery, data);
        Sort sort = FoodQueries.sort(request);
        int offset = Page.offset(request.page(), request.pageSize());
        try {
            // One pass finds the page and counts every match exactly.
            int wanted = Math.max(1, Math.min(offset + request.pageSize(), size()));
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
            return new Page<>(List.copyOf(items), request.page(), request.pageSize(), total);
        } catch (IOException e) {
            throw new UncheckedIOException("Food search failed", e);
        }
    }

    private Query wordQuery(String word, boolean last) {
        return wordQueries.get(last ? word + '*' : word, key -> {
            try {
                boolean maybeTypo = searcher.getIndexReader().docFreq(new Term(EXACT, word)) == 0;
                return searcher.rewrite(FoodQueries.wordQuery(word, last, maybeTypo));
            } catch (IOException e) {
                throw new UncheckedIOException("Food search failed", e);
            }
        });
    }

    /** One of this index's caches: when full, the entries least likely to be asked again go first. */
    private static <K, V> Cache<K, V> boundedCache(int max) {
        return Caffeine.newBuilder().maximumSize(max).executor(Runnable::run).build();
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
        return new PerFieldAnalyzerWrapper(FoodQueries.analyzer(true), Map.of(EXACT, FoodQueries.analyzer(false)));
    }

    private static Document document(IndexedFood food, FoodSearchData data) {
        Document doc = new Document();
        String description = food.description();
        doc.add(new StringField(ID, food.id(), Field.Store.YES));
        doc.add(new StringField(GROUP, food.groupCode(), Field.Store.YES));
        doc.add(new StoredField(DESCRIPTION, description));
        doc.add(new SortedDocValuesField(NAME_SORT, new BytesRef(description.toLowerCase(Locale.ROOT))));
        doc.add(new TextField(TEXT, description, Field.Store.NO));
        String first = segment(description, 0);
        String second = segment(description, 1);
        boolean category = data.isCategory(first);
        doc.add(new TextField(HEAD, category ? second : first, Field.Store.NO));
        for (String key : nameKeys(description, category)) {
            doc.add(new StringField(HEAD_KEY, key, Field.Store.NO));
        }
        Stream.of(first, second)
                .limit(category ? 2 : 1)
                .flatMap(part -> headNoun(part).stream())
                .distinct()
                .forEach(noun -> doc.add(new StringField(HEAD_NOUN, noun, Field.Store.NO)));
        doc.add(new TextField(SECOND, category ? first : second, Field.Store.NO));
        doc.add(new TextField(EXACT, description, Field.Store.NO));
        doc.add(new DoubleDocValuesField(
                PLAIN,
                data.plainness(description, food.groupCode(), food.nutrients().size(), food.survey())));
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
     * What the food is called, from the start of its name: the stems of its first part, of its
     * first two and of its first three, and of the first with each of the third to fifth (after a
     * category, from the second part on too), each sorted, so that "whole milk" names "Milk,
     * whole", "ground beef" "Beef, ground", "sockeye salmon" "Fish, salmon, sockeye" and "chicken
     * breast" "Chicken, broilers or fryers, breast". Text in parentheses is left out.
     */
    static Set<String> nameKeys(String description, boolean category) {
        String[] parts = description.replaceAll("\\([^)]*\\)", "").split(",");
        Set<String> keys = new LinkedHashSet<>();
        for (int from = 0; from <= (category ? 1 : 0) && from < parts.length; from++) {
            List<String> lead = FoodQueries.terms(FoodQueries.STEMMED, parts[from]);
            List<String> stems = new ArrayList<>();
            for (int to = from; to < Math.min(parts.length, from + 3); to++) {
                stems.addAll(FoodQueries.terms(FoodQueries.STEMMED, parts[to]));
                if (!stems.isEmpty()) {
                    keys.add(FoodQueries.sortedKey(stems));
                }
            }
            for (int other = from + 2; other < Math.min(parts.length, from + 5); other++) {
                List<String> pair = new ArrayList<>(lead);
                pair.addAll(FoodQueries.terms(FoodQueries.STEMMED, parts[other]));
                keys.add(FoodQueries.sortedKey(pair));
            }
        }
        return keys;
    }

    /**
     * The stem of the noun the name's first part is about: its last word, before any "with",
     * "and", "in", "of", "con", "or", semicolon or parenthesis ("Taco shells" → shell, "Fast
     * foods, taco with beef" → taco, "Chicken, broilers" → chicken, "Lasagna with meat" →
     * lasagna). After a category both its noun and the second part's count ("Beans, black" →
     * bean, black).
     */
    private static Optional<String> headNoun(String part) {
        String head = AFTER_HEAD.matcher(part.strip()).replaceFirst("");
        List<String> stems = FoodQueries.terms(FoodQueries.STEMMED, head);
        return stems.isEmpty() ? Optional.empty() : Optional.of(stems.get(stems.size() - 1));
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
