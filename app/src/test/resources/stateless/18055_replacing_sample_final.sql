-- a sampled ReplacingMergeTree: SAMPLE with FINAL reads the latest version of the sampled keys
DROP TABLE IF EXISTS profiles;
CREATE TABLE profiles (UserID UInt64, version UInt32, city String)
ENGINE = ReplacingMergeTree(version) ORDER BY (intHash32(UserID), UserID) SAMPLE BY intHash32(UserID);
INSERT INTO profiles SELECT number, 1, 'old' FROM numbers(1000);
INSERT INTO profiles SELECT number, 2, 'new' FROM numbers(1000);
SELECT count() FROM profiles FINAL;
SELECT count(), countIf(city = 'new') FROM profiles FINAL SAMPLE 0.5;
SELECT count() FROM numbers(1000) WHERE intHash32(number) < 2147483648;
OPTIMIZE TABLE profiles FINAL;
SELECT count(), uniqExact(city) FROM profiles SAMPLE 0.5;
SELECT DISTINCT _sample_factor FROM profiles FINAL SAMPLE 1/4;
