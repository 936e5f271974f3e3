import Foundation

/// The repository's folders that tests read files from, found from this file's own path so
/// that they do not depend on how deep a test file sits.
public enum Repository {
    /// The repository's root (this file is Tests/TestSupport/Repository.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example scene files, Scenes/.
    public static let scenes = root.appendingPathComponent("Scenes")

    /// The inputs that crashed the scene fuzzer, Fuzz/crashes/.
    public static let fuzzCrashes = root.appendingPathComponent("Fuzz/crashes")
}
