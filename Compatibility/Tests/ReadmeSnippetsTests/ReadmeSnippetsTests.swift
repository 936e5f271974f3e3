import ReadmeSnippets
import Testing

/// README.md's code runs as written (its Swift blocks are compiled into `ReadmeSnippets` by
/// scripts/readme-snippets.py; CI checks that the files match README.md).
@Suite("README snippets")
@MainActor
struct ReadmeSnippetsTests {
    @Test("README's Use it snippet runs")
    func useIt() {
        readmeSnippet1()
    }
}
