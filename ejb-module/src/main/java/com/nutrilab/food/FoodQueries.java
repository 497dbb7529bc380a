package com.nutrilab.food;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.DoublePoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TermQuery;

/**
 * Turns what people type into a Lucene query, and ranks plain foods first.
 *
 * <p>Every word must match, in one of these ways, best first: the word's stem in the part of the
 * name before the first comma ("banana" in "Bananas, raw": what the food is), in the second part
 * ("almonds" in "Nuts, almonds"), its stem anywhere
 * ("apples" = "apple"), the last word as a prefix ("chick" → chickpeas, chicken), or the word
 * with a typo or two ("brocoli", "avacado"). Words people use for a food ("oj", "mac and
 * cheese") are also read as what USDA calls it ({@link FoodSearchData}'s synonyms). The score is
 * then weighted by how plain and commonly eaten the food is ({@link FoodSearchData#plainness}).
 */
final class FoodQueries {

    private static final int MAX_TERMS = 10;
    /** Shared: an analyzer keeps its token streams per thread, and making one costs more than a search's analysis. */
    static final Analyzer EXACT = analyzer(false);

    static final Analyzer STEMMED = analyzer(true);

    private FoodQueries() {}

    /**
     * How food names and queries are cut into terms: words, lower case, accents folded
     * ("jalapeño" = "jalapeno"), as written for prefixes ("chick") and typos ("brocoli"), or
     * {@code stemmed}, which also folds plurals ("apples" = "apple").
     */
    static Analyzer analyzer(boolean stemmed) {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                StandardTokenizer source = new StandardTokenizer();
                TokenStream folded = new ASCIIFoldingFilter(new LowerCaseFilter(source));
                return new TokenStreamComponents(
                        source, stemmed ? new PorterStemFilter(new EnglishPossessiveFilter(folded)) : folded);
            }
        };
    }

    /** The query of one typed word: {@link #wordQuery}, or a cached rewrite of it. */
    @FunctionalInterface
    interface WordQueries {
        Query of(String word, boolean last);
    }

    static Query build(FoodSearchRequest request, WordQueries wordQueries, FoodSearchData data) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        List<String> words = terms(EXACT, request.text());
        boolean hasText = !words.isEmpty();
        if (hasText) {
            List<Boolean> asTyped = words.stream().map(w -> true).toList();
            List<FoodSearchData.Reading> others = data.otherReadings(words);
            if (others.isEmpty()) {
                reading(query, words, asTyped, wordQueries);
            } else {
                // What was typed, or what it means: the food may match either.
                BooleanQuery.Builder any = new BooleanQuery.Builder();
                BooleanQuery.Builder typed = new BooleanQuery.Builder();
                reading(typed, words, asTyped, wordQueries);
                any.add(typed.build(), BooleanClause.Occur.SHOULD);
                for (FoodSearchData.Reading other : others) {
                    BooleanQuery.Builder meant = new BooleanQuery.Builder();
                    reading(meant, other.words(), other.asTyped(), wordQueries);
                    any.add(meant.build(), BooleanClause.Occur.SHOULD);
                }
                query.add(any.build(), BooleanClause.Occur.MUST);
            }
        } else {
            query.add(new MatchAllDocsQuery(), BooleanClause.Occur.MUST);
        }
        if (request.groupCode() != null) {
            query.add(new TermQuery(new Term(FoodSearchIndex.GROUP, request.groupCode())), BooleanClause.Occur.FILTER);
        }
        for (FoodSearchRequest.NutrientFilter filter : request.filters()) {
            query.add(range(filter), BooleanClause.Occur.FILTER);
        }
        Query built = query.build();
        return hasText
                ? FunctionScoreQuery.boostByValue(built, DoubleValuesSource.fromDoubleField(FoodSearchIndex.PLAIN))
                : built;
    }

    /**
     * One reading of the query: every word must match; the whole of it as what the food is
     * called, from the start of its name, counts most ("milk" is "Milk, ...", not "Crackers,
     * milk"; "whole milk" is "Milk, whole, ...": {@link FoodSearchIndex#nameKeys}). Only a typed last word is
     * a prefix.
     */
    private static void reading(
            BooleanQuery.Builder query, List<String> words, List<Boolean> asTyped, WordQueries wordQueries) {
        for (int i = 0; i < words.size(); i++) {
            boolean last = i == words.size() - 1 && asTyped.get(i);
            query.add(wordQueries.of(words.get(i), last), BooleanClause.Occur.MUST);
        }
        for (String word : words) {
            // One of the words is the noun the name is about: "taco" is "Fast foods, taco with
            // beef", more than "Taco shells".
            should(query, new TermQuery(new Term(FoodSearchIndex.HEAD_NOUN, stem(word))), 3f);
        }
        String key = sortedKey(terms(STEMMED, String.join(" ", words)));
        should(query, new TermQuery(new Term(FoodSearchIndex.HEAD_KEY, key)), 5f);
    }

    /** A way the food may match, weighted by {@code boost} against the others. */
    private static void should(BooleanQuery.Builder query, Query clause, float boost) {
        query.add(new BoostQuery(clause, boost), BooleanClause.Occur.SHOULD);
    }

    /** Stems in alphabetical order, one space between: the name keys compare words in any order. */
    static String sortedKey(List<String> stems) {
        List<String> sorted = new ArrayList<>(stems);
        Collections.sort(sorted);
        return String.join(" ", sorted);
    }

    /** Null for relevance (score order); else by name or by a nutrient, foods without it last. */
    static Sort sort(FoodSearchRequest request) {
        boolean relevance = "relevance".equals(request.sort());
        boolean noText = request.text() == null || terms(EXACT, request.text()).isEmpty();
        if (relevance && !noText) {
            return null;
        }
        SortField tieBreak = new SortField(FoodSearchIndex.NAME_SORT, SortField.Type.STRING);
        if (relevance || "name".equals(request.sort())) {
            return new Sort(new SortField(FoodSearchIndex.NAME_SORT, SortField.Type.STRING, !request.ascending()));
        }
        SortField byNutrient = new SortField(
                FoodSearchIndex.NUTRIENT_SORT + request.sort(), SortField.Type.DOUBLE, !request.ascending());
        byNutrient.setMissingValue(request.ascending() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        return new Sort(byNutrient, tieBreak);
    }

    /**
     * @param maybeTypo whether the word is not in the index as written: typo matching (the
     *                  costly part of a search) is only tried for such words
     */
    static Query wordQuery(String word, boolean last, boolean maybeTypo) {
        BooleanQuery.Builder any = new BooleanQuery.Builder();
        String stem = stem(word);
        should(any, new TermQuery(new Term(FoodSearchIndex.HEAD, stem)), 6f);
        should(any, new TermQuery(new Term(FoodSearchIndex.SECOND, stem)), 2.5f);
        should(any, new TermQuery(new Term(FoodSearchIndex.TEXT, stem)), 1.5f);
        if (last && word.length() >= 2) {
            should(any, new PrefixQuery(new Term(FoodSearchIndex.HEAD, stem)), 3f);
            should(any, new PrefixQuery(new Term(FoodSearchIndex.EXACT, word)), 1.2f);
        }
        int edits = word.length() >= 7 ? 2 : word.length() >= 4 ? 1 : 0;
        if (maybeTypo && edits > 0) {
            // Typos against the words as written and against stems ("strawbery" ~ "strawberri").
            should(any, new FuzzyQuery(new Term(FoodSearchIndex.HEAD, stem), edits, 1), 2f);
            should(any, new FuzzyQuery(new Term(FoodSearchIndex.TEXT, stem), edits, 1), 0.8f);
            should(any, new FuzzyQuery(new Term(FoodSearchIndex.EXACT, word), edits, 1), 0.8f);
        }
        return any.build();
    }

    private static Query range(FoodSearchRequest.NutrientFilter filter) {
        String field = FoodSearchIndex.NUTRIENT_POINT + filter.key();
        double v = filter.value();
        return switch (filter.op()) {
            case "gt" -> DoublePoint.newRangeQuery(field, Math.nextUp(v), Double.POSITIVE_INFINITY);
            case "gte" -> DoublePoint.newRangeQuery(field, v, Double.POSITIVE_INFINITY);
            case "lt" -> DoublePoint.newRangeQuery(field, Double.NEGATIVE_INFINITY, Math.nextDown(v));
            case "lte" -> DoublePoint.newRangeQuery(field, Double.NEGATIVE_INFINITY, v);
            default -> throw new IllegalArgumentException("Unknown operator " + filter.op());
        };
    }

    private static String stem(String word) {
        List<String> stems = terms(STEMMED, word);
        return stems.isEmpty() ? word : stems.get(0);
    }

    static List<String> terms(Analyzer analyzer, String text) {
        List<String> terms = new ArrayList<>();
        if (text == null) {
            return terms;
        }
        try (TokenStream stream = analyzer.tokenStream(FoodSearchIndex.TEXT, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken() && terms.size() < MAX_TERMS) {
                terms.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return terms;
    }
}
