package io.mergelab.sampledata.dataset.hits;

import io.mergelab.sampledata.dataset.Ascii;
import io.mergelab.sampledata.dataset.RowRandom;


/**
 * The words the hits table is made of, as ready UTF-8 bytes: site domains (invented, unique per popularity rank),
 * page paths, page titles, search phrases, search engines and phone models. Everything is a function of the ranks
 * only, so two generators with the same knobs hold the same vocabulary; the seed picks which rows use which word.
 */
final class HitsVocabulary {
    static final int PATHS = 4096;
    static final int PHRASES = 50_000;
    static final String[] ENGINES = {"search.qwizzo.com", "find.seekly.ru", "go.lookrr.net", "ask.huntero.org",
        "web.pathfindr.de"};
    static final String[] PHONE_MODELS = {"iPhone", "iPad", "Galaxy S4", "Galaxy Note II", "Lumia 920", "Nexus 4",
        "Xperia Z", "HTC One", "Optimus G", "Galaxy Tab 2", "iPod touch", "Desire X", "Galaxy S III mini", "One X",
        "Xperia U", "Galaxy Ace", "Kindle Fire", "BlackBerry Z10", "Asha 311", "Nexus 7"};

    private static final String[] SYLLABLES = {"ka", "lo", "mi", "ra", "ne", "to", "vi", "su", "de", "po", "la",
        "ri", "no", "sa", "te", "mo", "zu", "be", "fa", "gi", "ha", "je", "ku", "ly", "mar", "ven", "tor", "bel", "gan",
        "dor", "fin", "lex", "pix", "qua", "rum", "sol", "tek", "nu", "wex", "zen"};
    private static final String[] TLDS = {"com", "com", "com", "ru", "ru", "net", "org", "de", "io", "info", "co.uk",
        "fr"};
    /** Page, title and search words; "google" lets ClickBench's {@code URL LIKE '%google%'} queries find rows. */
    private static final String[] WORDS = {"cheap", "flights", "weather", "news", "football", "recipe", "chicken",
        "download", "music", "free", "movie", "online", "watch", "car", "used", "sale", "rent", "apartment", "moscow",
        "london", "berlin", "paris", "hotel", "booking", "tickets", "train", "schedule", "bank", "credit", "loan",
        "mortgage", "rate", "dollar", "euro", "exchange", "translate", "english", "german", "dictionary", "game",
        "games", "play", "shoes", "dress", "women", "men", "kids", "toys", "phone", "samsung", "galaxy", "iphone",
        "apple", "laptop", "review", "price", "buy", "shop", "store", "delivery", "pizza", "sushi", "restaurant",
        "menu", "map", "city", "street", "metro", "bus", "taxi", "job", "vacancy", "salary", "resume", "school",
        "university", "exam", "test", "answers", "math", "history", "book", "books", "read", "author", "poem", "song",
        "lyrics", "video", "youtube", "series", "season", "episode", "torrent", "windows", "linux", "driver",
        "update", "install", "error", "fix", "how", "to", "make", "best", "top", "new", "2013", "photo", "wallpaper",
        "garden", "house", "repair", "kitchen", "google", "furniture", "sofa", "bed", "dog", "cat", "health", "doctor",
        "clinic", "diet", "fitness", "yoga", "horoscope", "love", "wedding", "gift", "birthday", "holiday", "sea",
        "beach", "tour", "visa", "passport", "insurance", "tax", "law", "court", "forum", "chat", "mail", "login"};
    private static final String[] SECTIONS = {"news", "catalog", "product", "blog", "forum", "user"};

    private final byte[][] domains;
    private final byte[][] siteTitles;
    private final boolean[] https;
    private final boolean[] www;
    private final byte[][] paths = new byte[PATHS][];
    private final byte[][] pageTitles = new byte[PATHS][];
    private final byte[][] phrases = new byte[PHRASES][];
    private final byte[][] engines = Ascii.bytes(ENGINES);
    private final byte[][] phoneModels = Ascii.bytes(PHONE_MODELS);

    HitsVocabulary(int sites) {
        domains = new byte[sites][];
        siteTitles = new byte[sites][];
        https = new boolean[sites];
        www = new boolean[sites];
        for (int site = 0; site < sites; site++) {
            long h = mix(site, 1);
            String name = siteName(site);
            domains[site] = Ascii.bytes(name + "." + TLDS[(int) Long.remainderUnsigned(h, TLDS.length)]);
            siteTitles[site] = Ascii.bytes(Character.toUpperCase(name.charAt(0)) + name.substring(1));
            https[site] = (h >>> 32 & 7) < 5; // about 5 sites in 8 serve https
            www[site] = (h >>> 40 & 3) < 2; // about half use the www. prefix
        }
        for (int page = 0; page < PATHS; page++) {
            buildPage(page);
        }
        for (int phrase = 0; phrase < PHRASES; phrase++) {
            int words = 1 + (int) Long.remainderUnsigned(mix(phrase, 3), 3);
            StringBuilder b = new StringBuilder();
            for (int w = 0; w < words; w++) {
                b.append(w == 0 ? "" : " ").append(WORDS[(int) Long.remainderUnsigned(mix(phrase, 4 + w), WORDS.length)]);
            }
            phrases[phrase] = Ascii.bytes(b.toString());
        }
    }

    int sites() {
        return domains.length;
    }

    /** The domain of the site of popularity rank {@code site} (0 = most visited), without scheme or www. */
    byte[] domain(int site) {
        return domains[site];
    }

    String domainName(int site) {
        return Ascii.text(domains[site]);
    }

    /** The URL prefix of a site's pages: scheme, optional www. and domain (fixed per site). */
    boolean https(int site) {
        return https[site];
    }

    boolean www(int site) {
        return www[site];
    }

    byte[] siteTitle(int site) {
        return siteTitles[site];
    }

    /** Path {@code page} (starting with '/'); page 0 is the home page "/". */
    byte[] path(int page) {
        return paths[page];
    }

    byte[] pageTitle(int page) {
        return pageTitles[page];
    }

    byte[] phrase(int phrase) {
        return phrases[phrase];
    }

    byte[] engine(int engine) {
        return engines[engine];
    }

    byte[] phoneModel(int model) {
        return phoneModels[model];
    }

    /**
     * Two or more syllables spelling {@code site + SYLLABLES.length} in base 40, least significant digit first, each
     * digit shifted by a hash of the digits before it (reversible, so distinct sites keep distinct digit strings, and
     * the popular sites do not share their syllables). No syllable starts with a vowel and no two-letter syllable plus a consonant-led rest can be
     * read as a three-letter one, so distinct digit strings spell distinct names.
     */
    private static String siteName(int site) {
        int base = SYLLABLES.length;
        long v = site + (long) base;
        int digits = 0;
        for (long x = v; x > 0; x /= base) {
            digits++;
        }
        StringBuilder b = new StringBuilder();
        long prefix = 0;
        for (int d = 0; d < digits; d++) {
            long digit = v / pow(base, d) % base;
            b.append(SYLLABLES[(int) ((digit + Long.remainderUnsigned(mix(prefix, 2), base)) % base)]);
            prefix = prefix * base + digit + 1;
        }
        return b.toString();
    }

    private static long pow(int base, int exponent) {
        long p = 1;
        for (int i = 0; i < exponent; i++) {
            p *= base;
        }
        return p;
    }

    private void buildPage(int page) {
        if (page == 0) {
            paths[0] = Ascii.bytes("/");
            pageTitles[0] = Ascii.bytes("Home");
            return;
        }
        String w1 = WORDS[(int) Long.remainderUnsigned(mix(page, 5), WORDS.length)];
        String w2 = WORDS[(int) Long.remainderUnsigned(mix(page, 6), WORDS.length)];
        long salt = Long.remainderUnsigned(mix(page, 7), 1000);
        long id = 100_000 + page * 1000L + salt;
        String section = SECTIONS[page % SECTIONS.length];
        // Every path but the home page carries the page number, so distinct pages have distinct paths.
        String path = switch (section) {
            case "news" -> "/news/" + w1 + "/" + id + ".html";
            case "catalog" -> "/catalog/" + w1 + "/" + w2 + "/" + id;
            case "product" -> "/product/" + id + "/" + w1 + "-" + w2;
            case "blog" -> "/blog/2013/0" + (1 + page % 7) + "/" + w1 + "-" + w2 + "-" + id + "/";
            case "forum" -> "/forum/thread" + id + ".html?page=" + (1 + salt % 5);
            default -> "/user/" + id + "/profile";
        };
        paths[page] = Ascii.bytes(path);
        pageTitles[page] = Ascii.bytes(Character.toUpperCase(w1.charAt(0)) + w1.substring(1) + " " + w2
                + (section.equals("news") ? " - News" : ""));
    }

    /** Seed-independent: the vocabulary depends on the knobs only. */
    private static long mix(long value, int stream) {
        return RowRandom.bits(0, value, stream);
    }
}
