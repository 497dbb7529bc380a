package com.nutrilab.food;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Lucene query time alone, in process (run by bench/foods.sh, not by the tests): builds the
 * index from the seed file, warms up, then times every query of the relevance set many times
 * and prints p50, p99 and the mean. Arguments: warm-up seconds, measured seconds.
 */
public final class FoodSearchTimer {

    private FoodSearchTimer() {}

    public static void main(String[] args) throws Exception {
        int warmUpSeconds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        int measureSeconds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        long start = System.nanoTime();
        FoodRelevanceTest.buildIndexFromTheSeedFile();
        System.out.printf("index built from the seed file in %d ms%n", (System.nanoTime() - start) / 1_000_000);
        List<String> queries = List.of(
                "banana",
                "apples raw",
                "brocoli",
                "chick",
                "milk",
                "chicken breast",
                "peanut butter",
                "whole wheat bread",
                "avacado",
                "jalapeño",
                "ground beef",
                "olive oil");
        run(queries, warmUpSeconds);
        long[] samples = run(queries, measureSeconds);
        Arrays.sort(samples);
        double mean = Arrays.stream(samples).average().orElse(0);
        System.out.printf(
                "Lucene search (top 20), %d queries: p50 %.3f ms, p99 %.3f ms, mean %.3f ms%n",
                samples.length,
                samples[samples.length / 2] / 1e6,
                samples[(int) (samples.length * 0.99)] / 1e6,
                mean / 1e6);
    }

    private static long[] run(List<String> queries, int seconds) {
        List<Long> times = new ArrayList<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        int i = 0;
        while (System.nanoTime() < end) {
            String query = queries.get(i++ % queries.size());
            long start = System.nanoTime();
            FoodRelevanceTest.top(query, 20);
            times.add(System.nanoTime() - start);
        }
        return times.stream().mapToLong(Long::longValue).toArray();
    }
}
