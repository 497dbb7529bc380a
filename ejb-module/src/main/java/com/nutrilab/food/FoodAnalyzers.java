package com.nutrilab.food;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;

/**
 * How food names and queries are cut into terms: words, lower case, accents folded
 * ("jalapeño" = "jalapeno"); the stemmed form also folds plurals ("apples" = "apple").
 */
final class FoodAnalyzers {

    private FoodAnalyzers() {}

    /** Words as written, folded: for prefixes ("chick") and typos ("brocoli"). */
    static Analyzer exact() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                StandardTokenizer source = new StandardTokenizer();
                TokenStream folded = new ASCIIFoldingFilter(new LowerCaseFilter(source));
                return new TokenStreamComponents(source, folded);
            }
        };
    }

    /** Words reduced to their stems: for plurals and singulars. */
    static Analyzer stemmed() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String field) {
                StandardTokenizer source = new StandardTokenizer();
                TokenStream stream = new ASCIIFoldingFilter(new LowerCaseFilter(source));
                stream = new PorterStemFilter(new EnglishPossessiveFilter(stream));
                return new TokenStreamComponents(source, stream);
            }
        };
    }
}
