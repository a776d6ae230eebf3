package io.mergelab.engine;

/** Where a setting applies: a query or session, a MergeTree table, or the whole server. */
public enum SettingTier { QUERY, MERGE_TREE, SERVER }
