package com.nutrilab.platform;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * One HTTP/1.1 POST sent to addresses the caller has already resolved and checked, never to a
 * fresh lookup of the URL's host, which could answer otherwise a moment later (DNS rebinding).
 * JDK 17's {@code java.net.http.HttpClient} resolves the host itself and cannot be given an
 * address (the resolver SPI came with JDK 18, JEP 418, and is the whole JVM's), hence this class.
 * The request names the URL's host ({@code Host}, TLS server name) and TLS verifies the
 * certificate against that host, as any client would; only the address is pinned. Only the
 * answer's status line is read; its headers (but those of 1xx interim answers) and body are not.
 */
public final class PinnedHttpPost {

    /** Longest status or header line of an interim answer read, and all of their bytes. */
    private static final int MAX_LINE = 8 * 1024;

    private static final int MAX_HEAD = 64 * 1024;

    private PinnedHttpPost() {}

    /**
     * Posts {@code body} and answers the status code.
     *
     * @param addresses      where to connect, tried in turn until one accepts: those the URL's host
     *                       resolved to when it was checked
     * @param connectTimeout for the connection, all addresses together
     * @param requestTimeout from the connection to the status line: TLS, request and answer
     * @throws HttpConnectTimeoutException no connection within {@code connectTimeout}
     * @throws HttpTimeoutException        no status line within {@code requestTimeout}
     * @throws ConnectException            every address refused the connection
     */
    public static int send(
            URI url,
            List<InetAddress> addresses,
            Map<String, String> headers,
            byte[] body,
            Duration connectTimeout,
            Duration requestTimeout)
            throws IOException {
        URI ascii = URI.create(url.toASCIIString());
        boolean https = "https".equalsIgnoreCase(ascii.getScheme());
        int port = ascii.getPort() != -1 ? ascii.getPort() : https ? 443 : 80;
        Socket socket = connect(addresses, port, connectTimeout);
        long deadline = System.nanoTime() + requestTimeout.toNanos();
        try {
            if (https) {
                socket = tls(socket, hostName(ascii), port, deadline, requestTimeout);
            }
            socket.setSoTimeout(remainingMillis(deadline, requestTimeout));
            OutputStream out = socket.getOutputStream();
            out.write(head(ascii, port, https, headers, body.length));
            out.write(body);
            out.flush();
            return status(new BufferedInputStream(socket.getInputStream(), 1024), socket, deadline, requestTimeout);
        } catch (SocketTimeoutException timedOut) {
            throw new HttpTimeoutException("no answer within " + requestTimeout.toSeconds() + " s");
        } finally {
            socket.close();
        }
    }

    private static Socket connect(List<InetAddress> addresses, int port, Duration timeout) throws IOException {
        if (addresses.isEmpty()) {
            throw new ConnectException("no address to connect to");
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        IOException last = null;
        for (InetAddress address : addresses) {
            long remaining = (deadline - System.nanoTime()) / 1_000_000;
            if (remaining <= 0) {
                break;
            }
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(address, port), (int) Math.min(Integer.MAX_VALUE, remaining));
                return socket;
            } catch (IOException e) {
                socket.close();
                last = e;
            }
        }
        if (last == null || last instanceof SocketTimeoutException) {
            throw new HttpConnectTimeoutException("no connection within " + timeout.toSeconds() + " s");
        }
        throw last;
    }

    private static SSLSocket tls(Socket plain, String host, int port, long deadline, Duration requestTimeout)
            throws IOException {
        SSLContext context;
        try {
            context = SSLContext.getDefault();
        } catch (NoSuchAlgorithmException e) {
            throw new IOException("TLS is not available", e);
        }
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(plain, host, port, true);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS"); // the certificate must name the host
        if (!isAddressLiteral(host)) {
            parameters.setServerNames(List.of(new SNIHostName(host)));
        }
        socket.setSSLParameters(parameters);
        socket.setSoTimeout(remainingMillis(deadline, requestTimeout));
        socket.startHandshake();
        return socket;
    }

    private static byte[] head(URI url, int port, boolean https, Map<String, String> headers, int length) {
        String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
        String target = url.getRawQuery() == null ? path : path + "?" + url.getRawQuery();
        boolean defaultPort = port == (https ? 443 : 80);
        StringBuilder head = new StringBuilder(512)
                .append("POST ")
                .append(target)
                .append(" HTTP/1.1\r\n")
                .append("Host: ")
                .append(url.getHost())
                .append(defaultPort ? "" : ":" + port)
                .append("\r\n");
        headers.forEach((name, value) -> {
            if (value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
                throw new IllegalArgumentException("A header value may not break its line: " + name);
            }
            head.append(name).append(": ").append(value).append("\r\n");
        });
        head.append("Content-Length: ").append(length).append("\r\n");
        head.append("Connection: close\r\n\r\n");
        return head.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The final answer's status: interim (1xx) answers are skipped with their headers. */
    private static int status(InputStream in, Socket socket, long deadline, Duration requestTimeout)
            throws IOException {
        int read = 0;
        while (true) {
            socket.setSoTimeout(remainingMillis(deadline, requestTimeout));
            String line = line(in);
            read += line.length();
            int status = parseStatus(line);
            if (status >= 200 || status == 101) {
                return status;
            }
            for (String header = line(in); !header.isEmpty(); header = line(in)) {
                read += header.length();
                if (read > MAX_HEAD) {
                    throw new IOException("the answer's head is too long");
                }
                socket.setSoTimeout(remainingMillis(deadline, requestTimeout));
            }
        }
    }

    private static int parseStatus(String line) throws IOException {
        // HTTP/1.1 200 OK
        if (!line.startsWith("HTTP/1.") || line.length() < 12 || line.charAt(8) != ' ') {
            throw new IOException("the receiver did not answer HTTP");
        }
        try {
            return Integer.parseInt(line.substring(9, 12));
        } catch (NumberFormatException e) {
            throw new IOException("the receiver did not answer HTTP");
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(64);
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b == -1) {
                throw new IOException("the connection closed before the answer");
            }
            if (line.size() >= MAX_LINE) {
                throw new IOException("the answer's head is too long");
            }
            line.write(b);
        }
        String text = line.toString(StandardCharsets.ISO_8859_1);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }

    private static int remainingMillis(long deadline, Duration timeout) throws HttpTimeoutException {
        long remaining = (deadline - System.nanoTime()) / 1_000_000;
        if (remaining <= 0) {
            throw new HttpTimeoutException("no answer within " + timeout.toSeconds() + " s");
        }
        return (int) Math.min(Integer.MAX_VALUE, remaining);
    }

    private static String hostName(URI url) {
        String host = url.getHost();
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    private static boolean isAddressLiteral(String host) {
        return host.indexOf(':') >= 0 || host.chars().allMatch(c -> c == '.' || Character.isDigit(c));
    }
}
