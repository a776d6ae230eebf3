package io.mergelab.profiler.connect.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** An SSL context that trusts exactly the certificate authorities of a PEM file (for servers with a private CA). */
final class CaTrust {

    private CaTrust() {
    }

    /** Trusts the certificates in {@code pemFile}; fails with a message naming the file when it holds none. */
    static SSLContext of(Path pemFile) {
        try (InputStream in = Files.newInputStream(pemFile)) {
            Collection<? extends Certificate> certificates = CertificateFactory.getInstance("X.509")
                    .generateCertificates(in);
            if (certificates.isEmpty()) {
                throw new IllegalArgumentException("The CA file " + pemFile + " holds no certificate (PEM expected)");
            }
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            int index = 0;
            for (Certificate certificate : certificates) {
                store.setCertificateEntry("ca-" + index++, certificate);
            }
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(store);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read the CA file " + pemFile + ": " + e.getClass().getSimpleName(), e);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("The CA file " + pemFile + " is not a PEM certificate: " + e.getMessage(), e);
        }
    }
}
