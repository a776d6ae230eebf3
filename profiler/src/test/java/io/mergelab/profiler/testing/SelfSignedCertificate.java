package io.mergelab.profiler.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.util.Base64;
import java.util.concurrent.TimeUnit;

/**
 * A certificate for 127.0.0.1 with its key, for a test server's https port: made with the JDK's keytool (no openssl
 * needed) and written as PEM, the certificate doubling as the CA file a client trusts.
 */
record SelfSignedCertificate(Path certificatePem, Path privateKeyPem) {
    private static final String PASSWORD = "changeit";

    static SelfSignedCertificate writeTo(Path dir) throws IOException {
        Path keyStore = dir.resolve("server.p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process process = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "server", "-keyalg", "RSA",
                "-keysize", "2048", "-validity", "2", "-dname", "CN=127.0.0.1", "-ext", "san=ip:127.0.0.1",
                "-keystore", keyStore.toString(), "-storetype", "PKCS12", "-storepass", PASSWORD, "-keypass", PASSWORD)
                .redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException("keytool failed: " + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while keytool ran", e);
        }
        try (InputStream in = Files.newInputStream(keyStore)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, PASSWORD.toCharArray());
            Key key = store.getKey("server", PASSWORD.toCharArray());
            Path certificate = Files.writeString(dir.resolve("server.crt"),
                    pem("CERTIFICATE", store.getCertificate("server").getEncoded()));
            Path privateKey = Files.writeString(dir.resolve("server.key"), pem("PRIVATE KEY", key.getEncoded()));
            return new SelfSignedCertificate(certificate, privateKey);
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot read the key store keytool wrote", e);
        }
    }

    private static String pem(String kind, byte[] der) {
        return "-----BEGIN " + kind + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(der)
                + "\n-----END " + kind + "-----\n";
    }
}
