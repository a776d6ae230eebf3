-- skip indexes on Array and LowCardinality columns, as ClickHouse allows them
SET use_query_condition_cache = 0;
DROP TABLE IF EXISTS posts;
CREATE TABLE posts
(
    id UInt64,
    tags Array(String),
    user_ids Array(UInt64),
    lang LowCardinality(String),
    title LowCardinality(String),
    INDEX tags_bf tags TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX users_bf user_ids TYPE bloom_filter GRANULARITY 1,
    INDEX tags_tok tags TYPE tokenbf_v1(1024, 3, 0) GRANULARITY 1,
    INDEX lang_set lang TYPE set(10) GRANULARITY 1,
    INDEX lang_bf lang TYPE bloom_filter GRANULARITY 1,
    INDEX title_tok title TYPE tokenbf_v1(1024, 3, 0) GRANULARITY 1,
    INDEX title_ngram title TYPE ngrambf_v1(3, 1024, 3, 0) GRANULARITY 1
)
ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 64;
INSERT INTO posts SELECT number, [concat('tag', toString(number % 50)), 'common'], [number, number + 1],
    ['en', 'de', 'fr'][number % 3 + 1], concat('post about topic', toString(intDiv(number, 640))) FROM numbers(6400);
-- has / hasAny / hasAll with a bloom_filter on the array
SELECT count() FROM posts WHERE has(tags, 'tag7') SETTINGS force_data_skipping_indices = 'tags_bf';
SELECT count() FROM posts WHERE hasAny(tags, ['tag7', 'tag8']) SETTINGS force_data_skipping_indices = 'tags_bf';
SELECT count() FROM posts WHERE hasAll(tags, ['tag7', 'common']) SETTINGS force_data_skipping_indices = 'tags_bf';
SELECT count() FROM posts WHERE has(user_ids, 1000) SETTINGS force_data_skipping_indices = 'users_bf';
SELECT count() FROM posts WHERE has(tags, 'tag7') SETTINGS force_data_skipping_indices = 'tags_tok';
-- LowCardinality(String) with set, bloom_filter, tokenbf_v1 and ngrambf_v1
SELECT count() FROM posts WHERE lang = 'de' SETTINGS force_data_skipping_indices = 'lang_set';
SELECT count() FROM posts WHERE lang IN ('de', 'fr') SETTINGS force_data_skipping_indices = 'lang_bf';
SELECT count() FROM posts WHERE hasToken(title, 'topic3') SETTINGS force_data_skipping_indices = 'title_tok';
SELECT count() FROM posts WHERE title LIKE '%topic3%' SETTINGS force_data_skipping_indices = 'title_ngram';
SELECT count() FROM posts WHERE title = 'post about topic9' SETTINGS force_data_skipping_indices = 'title_tok,title_ngram';
-- a predicate the index cannot judge leaves it unused
SELECT count() FROM posts WHERE length(tags) = 2 SETTINGS force_data_skipping_indices = 'tags_bf'; -- { serverError INDEX_NOT_USED }
-- the same answers without the indexes
SELECT count() FROM posts WHERE has(tags, 'tag7') AND lang = 'de' SETTINGS use_skip_indexes = 0;
SELECT count() FROM posts WHERE has(tags, 'tag7') AND lang = 'de';
