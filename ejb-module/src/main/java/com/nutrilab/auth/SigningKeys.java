package com.nutrilab.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.interfaces.RSAPrivateKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.Set;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The RS256 key pair that signs every token, from two PEM files named by configuration.
 * When neither exists (the embedded default's first start) a pair is generated into them and
 * reused from then on. MicroProfile JWT verifies with the same public file
 * ({@code mp.jwt.verify.publickey.location}), so issuing and verifying can never disagree.
 */
@Startup
@Singleton
@Lock(LockType.READ)
public class SigningKeys {

    private static final Logger LOG = Logger.getLogger(SigningKeys.class.getName());
    private static final int KEY_BITS = 2048;
    private static final Set<PosixFilePermission> OWNER_READ_WRITE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_ONLY_DIRECTORY = PosixFilePermissions.fromString("rwx------");

    @Inject
    @ConfigProperty(name = "nutrilab.jwt.private-key.location")
    private String privateKeyLocation;

    @Inject
    @ConfigProperty(name = "nutrilab.jwt.public-key.location")
    private String publicKeyLocation;

    private RSAKey signingKey;

    @PostConstruct
    void load() {
        Path privatePem = Path.of(privateKeyLocation);
        Path publicPem = Path.of(publicKeyLocation);
        try {
            generateIfMissing(privatePem, publicPem);
            signingKey = read(privatePem, publicPem);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the token signing keys " + privatePem + " and " + publicPem, e);
        } catch (JOSEException e) {
            throw new IllegalStateException("The token signing keys are not an RSA key pair", e);
        }
        LOG.info(() -> "Token signing key " + signingKey.getKeyID() + " loaded from " + privatePem);
    }

    /** The private key with its id (the public key's RFC 7638 thumbprint). */
    public RSAKey signingKey() {
        return signingKey;
    }

    private static RSAKey read(Path privatePem, Path publicPem) throws IOException, JOSEException {
        try {
            KeyFactory rsa = KeyFactory.getInstance("RSA");
            RSAPublicKey publicKey = (RSAPublicKey)
                    rsa.generatePublic(new X509EncodedKeySpec(derOf(Files.readString(publicPem), "PUBLIC KEY")));
            RSAPrivateCrtKey privateKey = (RSAPrivateCrtKey)
                    rsa.generatePrivate(new PKCS8EncodedKeySpec(derOf(Files.readString(privatePem), "PRIVATE KEY")));
            if (!publicKey.getModulus().equals(privateKey.getModulus())) {
                throw new JOSEException("The public key does not belong to the private key");
            }
            return new RSAKey.Builder(publicKey)
                    .privateKey(privateKey)
                    .keyIDFromThumbprint()
                    .build();
        } catch (GeneralSecurityException | IllegalArgumentException | ClassCastException e) {
            throw new JOSEException("Not an RSA key pair in PEM (PKCS#8 private key, X.509 public key)", e);
        }
    }

    private static byte[] derOf(String pem, String type) {
        String begin = "-----BEGIN " + type + "-----";
        String end = "-----END " + type + "-----";
        int from = pem.indexOf(begin);
        int to = pem.indexOf(end);
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("No " + type + " block");
        }
        return Base64.getMimeDecoder().decode(pem.substring(from + begin.length(), to));
    }

    /**
     * Generates the pair when neither file exists. Nodes that share the directory and start together
     * take turns through a lock file beside the private key (an operating-system lock, held by the
     * process): the first writes both files, the others find them whole.
     */
    private static void generateIfMissing(Path privatePem, Path publicPem) throws IOException, JOSEException {
        if (Files.exists(privatePem) && Files.exists(publicPem)) {
            return; // configured, or made before: no lock file beside an operator's keys
        }
        Path directory = privatePem.toAbsolutePath().getParent();
        createOwnerOnlyDirectories(directory);
        try (FileChannel lockFile = FileChannel.open(
                        directory.resolve(privatePem.getFileName() + ".lock"),
                        StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE);
                FileLock turn = lockFile.lock()) {
            if (Files.notExists(privatePem) && Files.notExists(publicPem)) {
                generate(privatePem, publicPem);
            }
        }
    }

    private static void generate(Path privatePem, Path publicPem) throws IOException, JOSEException {
        KeyPair pair = new RSAKeyGenerator(KEY_BITS).generate().toKeyPair();
        Files.createDirectories(publicPem.toAbsolutePath().getParent());
        writeOwnerOnly(privatePem, pem("PRIVATE KEY", ((RSAPrivateKey) pair.getPrivate()).getEncoded()));
        // The public file appears whole and last: a node that finds both files needs no lock to read them.
        Path partial = Files.createTempFile(publicPem.toAbsolutePath().getParent(), "jwt-public", ".partial");
        Files.writeString(partial, pem("PUBLIC KEY", ((RSAPublicKey) pair.getPublic()).getEncoded()));
        Files.move(partial, publicPem, StandardCopyOption.ATOMIC_MOVE);
        LOG.warning(() -> "No token signing key was configured: generated one in " + privatePem
                + ". Keep it secret and back it up; every node of a cluster must use the same pair.");
    }

    /** Creates the file readable by its owner only from its first byte: no moment in which others could open it. */
    private static void writeOwnerOnly(Path file, String content) throws IOException {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_READ_WRITE));
        } catch (UnsupportedOperationException notPosix) {
            LOG.warning(() -> "Cannot restrict the permissions of " + file + " on this file system");
            Files.createFile(file);
        }
        Files.writeString(file, content, StandardCharsets.US_ASCII);
    }

    private static void createOwnerOnlyDirectories(Path directory) throws IOException {
        try {
            Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(OWNER_ONLY_DIRECTORY));
        } catch (UnsupportedOperationException notPosix) {
            Files.createDirectories(directory);
        }
    }

    private static String pem(String type, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(der);
        return "-----BEGIN " + type + "-----\n" + body + "\n-----END " + type + "-----\n";
    }
}
