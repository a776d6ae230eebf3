package io.mergelab.app.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest (absent when running from classes, as in tests). */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = MergeLabCommand.class.getPackage().getImplementationVersion();
        return new String[] {"MergeLab " + (version == null ? "(development build)" : version)};
    }
}
