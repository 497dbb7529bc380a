package com.nutrilab.food;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
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
 * with a typo or two ("brocoli", "avacado"). The score is then weighted by how plain the food
 * is: short names, raw foods, and not a restaurant, fast-food, branded or baby food.
 */
final class FoodQueries {

    private static final int MAX_TERMS = 10;
    private static final Pattern BRAND = Pattern.compile("\\b[A-Z][A-Z'&.]{2,}\\b");
    /** Groups of composite and prepared foods, below their plain ingredients unless asked for. */
    private static final Set<String> PREPARED_GROUPS = Set.of("0300", "0700", "2100", "2200", "3500", "3600");
    /** Forms a food takes on its way from the field: below the food as it is, unless asked for by name. */
    private static final Pattern PROCESSED_FORM =
            Pattern.compile("\\b(dried|dehydrated|powder(ed)?|dry mix|canned|imitation|substitute)\\b");

    private static final Analyzer EXACT = FoodAnalyzers.exact();
    private static final Analyzer STEMMED = FoodAnalyzers.stemmed();

    private FoodQueries() {}

    /** The query of one typed word: {@link #wordQuery}, or a cached rewrite of it. */
    @FunctionalInterface
    interface WordQueries {
        Query of(String word, boolean last);
    }

    static Query build(FoodSearchRequest request, WordQueries wordQueries) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        List<String> words = terms(EXACT, request.text());
        boolean hasText = !words.isEmpty();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            query.add(wordQueries.of(word, i == words.size() - 1), BooleanClause.Occur.MUST);
        }
        if (hasText) {
            // The whole query is what the food is called: "milk" is "Milk, ...", not "Crackers, milk".
            String stems = String.join(" ", terms(STEMMED, request.text()));
            query.add(
                    new BoostQuery(new TermQuery(new Term(FoodSearchIndex.HEAD_KEY, stems)), 5f),
                    BooleanClause.Occur.SHOULD);
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
     * How plain a food is, from its name, group and how completely USDA analysed it (common
     * foods have their whole nutrient profile; rare ones a few values): see the class comment.
     */
    static double plainness(String description, String group, int nutrientCount) {
        int commas = description.length() - description.replace(",", "").length();
        double plain = 1.0 / (1.0 + 0.1 * commas);
        plain *= 0.6 + 0.4 * Math.min(1.0, nutrientCount / (double) NutrientCatalog.ALL.size());
        String lower = description.toLowerCase(java.util.Locale.ROOT);
        if (lower.matches(".*\\braw\\b.*")) {
            plain *= 1.3;
        }
        if (PREPARED_GROUPS.contains(group) || BRAND.matcher(description).find()) {
            plain *= 0.5;
        }
        if (PROCESSED_FORM.matcher(lower).find()) {
            plain *= 0.8;
        }
        return plain;
    }

    /**
     * @param maybeTypo whether the word is not in the index as written: typo matching (the
     *                  costly part of a search) is only tried for such words
     */
    static Query wordQuery(String word, boolean last, boolean maybeTypo) {
        BooleanQuery.Builder any = new BooleanQuery.Builder();
        String stem = stem(word);
        any.add(new BoostQuery(new TermQuery(new Term(FoodSearchIndex.HEAD, stem)), 6f), BooleanClause.Occur.SHOULD);
        any.add(
                new BoostQuery(new TermQuery(new Term(FoodSearchIndex.SECOND, stem)), 2.5f),
                BooleanClause.Occur.SHOULD);
        any.add(new BoostQuery(new TermQuery(new Term(FoodSearchIndex.TEXT, stem)), 1.5f), BooleanClause.Occur.SHOULD);
        if (last && word.length() >= 2) {
            any.add(
                    new BoostQuery(new PrefixQuery(new Term(FoodSearchIndex.HEAD, stem)), 3f),
                    BooleanClause.Occur.SHOULD);
            any.add(
                    new BoostQuery(new PrefixQuery(new Term(FoodSearchIndex.EXACT, word)), 1.2f),
                    BooleanClause.Occur.SHOULD);
        }
        int edits = word.length() >= 7 ? 2 : word.length() >= 4 ? 1 : 0;
        if (maybeTypo && edits > 0) {
            // Typos against the words as written and against stems ("strawbery" ~ "strawberri").
            any.add(
                    new BoostQuery(new FuzzyQuery(new Term(FoodSearchIndex.HEAD, stem), edits, 1), 2f),
                    BooleanClause.Occur.SHOULD);
            any.add(
                    new BoostQuery(new FuzzyQuery(new Term(FoodSearchIndex.TEXT, stem), edits, 1), 0.8f),
                    BooleanClause.Occur.SHOULD);
            any.add(
                    new BoostQuery(new FuzzyQuery(new Term(FoodSearchIndex.EXACT, word), edits, 1), 0.8f),
                    BooleanClause.Occur.SHOULD);
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
