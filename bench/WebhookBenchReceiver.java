import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The webhook receiver of bench/webhooks.sh (run as a single-file program: java bench/WebhookBenchReceiver.java
 * PORT). Answers every POST with 204 at once and records, per arrival, its time and the latency from the event's
 * outcome (the body's "timestamp") to its arrival. GET /stats prints count, p50, p99, max (ms) and the span from the
 * first to the last arrival; GET /reset forgets everything.
 */
public class WebhookBenchReceiver {

    private static final Pattern TIMESTAMP = Pattern.compile("\"timestamp\":\"([^\"]+)\"");
    private static final List<long[]> ARRIVALS = new ArrayList<>();

    public static void main(String[] args) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                Integer.parseInt(args[0])), 512);
        server.createContext("/", WebhookBenchReceiver::handle);
        server.setExecutor(Executors.newFixedThreadPool(16));
        server.start();
    }

    private static void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            long now = System.currentTimeMillis();
            String path = exchange.getRequestURI().getPath();
            if (exchange.getRequestMethod().equals("POST")) {
                String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                Matcher timestamp = TIMESTAMP.matcher(body);
                long latency = timestamp.find() ? now - Instant.parse(timestamp.group(1)).toEpochMilli() : -1;
                synchronized (ARRIVALS) {
                    ARRIVALS.add(new long[] {now, latency});
                }
                exchange.sendResponseHeaders(204, -1);
                return;
            }
            String answer = path.equals("/reset") ? reset() : stats();
            byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
        }
    }

    private static String reset() {
        synchronized (ARRIVALS) {
            ARRIVALS.clear();
        }
        return "reset\n";
    }

    private static String stats() {
        List<long[]> arrivals;
        synchronized (ARRIVALS) {
            arrivals = new ArrayList<>(ARRIVALS);
        }
        if (arrivals.isEmpty()) {
            return "count=0\n";
        }
        List<Long> latencies = new ArrayList<>();
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (long[] arrival : arrivals) {
            latencies.add(arrival[1]);
            first = Math.min(first, arrival[0]);
            last = Math.max(last, arrival[0]);
        }
        Collections.sort(latencies);
        return "count=" + arrivals.size() + " p50=" + percentile(latencies, 0.50) + " p99=" + percentile(latencies, 0.99)
                + " max=" + latencies.get(latencies.size() - 1) + " spanMs=" + (last - first) + "\n";
    }

    private static long percentile(List<Long> sorted, double p) {
        return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(p * sorted.size()) - 1));
    }
}
