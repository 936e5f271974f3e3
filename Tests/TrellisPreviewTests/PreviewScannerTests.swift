import Testing
@testable import TrellisPreview

/// `PreviewScanner`: which types of a Swift file `trellis preview` can show.
@Suite struct PreviewScannerTests {
    func names(_ source: String) -> [String] {
        PreviewScanner.scan(source).providers.map(\.name)
    }

    @Test("a struct whose inheritance clause names PreviewProvider is a provider, with its line")
    func findsProvider() {
        let found = PreviewScanner.scan("""
        import SwiftUI

        struct Card_Previews: PreviewProvider {
            static var previews: some View { Text("Hi") }
        }
        """)
        #expect(found.providers == [PreviewScanner.Provider(name: "Card_Previews", line: 3)])
    }

    @Test("a provider among other protocols, or named through the module, is found")
    func findsAmongOtherProtocols() {
        #expect(names("struct A: Equatable, PreviewProvider {}\nenum B: SwiftUI.PreviewProvider {}") == ["A", "B"])
    }

    @Test("nested providers are named by their enclosing types, extensions by the extended path")
    func namesNestedTypes() {
        let source = """
        enum Outer {
            struct Inner {
                struct Previews: PreviewProvider { static var previews: some View { EmptyView() } }
            }
        }
        extension Outer.Inner {
            struct More_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
        }
        extension Badge: PreviewProvider {}
        """
        #expect(names(source) == ["Outer.Inner.Previews", "Outer.Inner.More_Previews", "Badge"])
    }

    @Test("PreviewProvider in comments and string literals is no declaration")
    func ignoresCommentsAndStrings() {
        let source = ##"""
        // struct A: PreviewProvider {}
        /* struct B: PreviewProvider { /* nested */ struct C: PreviewProvider {} } */
        let d = "struct D: PreviewProvider {}"
        let e = """
            struct E: PreviewProvider {}
            """
        let f = #"struct F: PreviewProvider { "\#(g)" }"#
        let h = "\("struct H: PreviewProvider {}")"
        struct Real: PreviewProvider {}
        """##
        #expect(names(source) == ["Real"])
    }

    @Test("a provider in #if DEBUG is found; one in a branch Linux does not compile is not")
    func followsConditionalCompilation() {
        let source = """
        #if DEBUG
        struct Debug_Previews: PreviewProvider {}
        #endif
        #if os(iOS)
        struct Phone_Previews: PreviewProvider {}
        #elseif os(Linux) && !canImport(UIKit)
        struct Linux_Previews: PreviewProvider {}
        #else
        struct Other_Previews: PreviewProvider {}
        #endif
        #if canImport(UIKit)
        struct UIKit_Previews: PreviewProvider {}
        #else
        struct Portable_Previews: PreviewProvider {}
        #endif
        """
        #expect(names(source) == ["Debug_Previews", "Linux_Previews", "Portable_Previews"])
    }

    @Test("generic providers, and providers nested in generic types, are skipped with the reason")
    func skipsGenericProviders() {
        let found = PreviewScanner.scan("""
        struct Box_Previews<Content: View>: PreviewProvider where Content: Sendable {}
        struct Wrapper<T> { struct Inner_Previews: PreviewProvider {} }
        struct Plain_Previews: PreviewProvider {}
        """)
        #expect(found.providers.map(\.name) == ["Plain_Previews"])
        #expect(found.skipped.map(\.name) == ["Box_Previews", "Wrapper.Inner_Previews"])
        #expect(found.skipped.allSatisfy { $0.reason.contains("generic") })
    }

    @Test("private and fileprivate providers are skipped: the preview program is another file")
    func skipsPrivateProviders() {
        let found = PreviewScanner.scan("""
        private struct A_Previews: PreviewProvider {}
        @available(iOS 17, *) fileprivate struct B_Previews: PreviewProvider {}
        private enum Hidden { struct C_Previews: PreviewProvider {} }
        @MainActor public struct D_Previews: PreviewProvider {}
        """)
        #expect(found.providers.map(\.name) == ["D_Previews"])
        #expect(found.skipped.map(\.reason) == [
            "it is private: the preview program cannot name it from another file",
            "it is fileprivate: the preview program cannot name it from another file",
            "it is nested in a private type: the preview program cannot name it from another file",
        ])
    }

    @Test("a provider declared inside a function is skipped; class members are no declarations")
    func skipsLocalProviders() {
        let found = PreviewScanner.scan("""
        final class Model {
            class func make() -> Model { struct Local: PreviewProvider {}; return Model() }
            class var shared: Model { Model() }
        }
        """)
        #expect(found.providers.isEmpty)
        #expect(found.skipped.map(\.name) == ["Model.Local"])
    }

    @Test("a top-level #Preview is found at the line and UTF-8 column of its #, not in strings or comments")
    func findsPreviewMacros() {
        let found = PreviewScanner.scan("""
        #Preview { Text("A") }
        let text = "#Preview"
        /* é */ #Preview("Named") { Text("B") }
        // #Preview { Text("C") }
        """)
        #expect(found.previewMacros == [.init(line: 1, column: 1), .init(line: 3, column: 10)])
        #expect(found.providers.isEmpty)
    }

    @Test("lines are counted across a multi-line string's escaped line break")
    func countsEscapedLineBreaks() {
        let found = PreviewScanner.scan("let s = \"\"\"\nA \\\nB\n\"\"\"\n#Preview { Text(s) }")
        #expect(found.previewMacros == [.init(line: 5, column: 1)])
    }

    @Test("a #Preview inside a declaration is reported, not shown")
    func skipsNestedPreviewMacros() {
        let found = PreviewScanner.scan("enum Holder {\n    #Preview { Text(\"A\") }\n}")
        #expect(found.previewMacros.isEmpty)
        #expect(found.skipped.map(\.name) == ["#Preview"] && found.skipped.map(\.line) == [2])
    }

    @Test("an unterminated string or comment ends the scan without a crash")
    func survivesDamagedSource() {
        #expect(names("struct A: PreviewProvider {}\nlet s = \"open\nstruct B: PreviewProvider {}\n/* never closed") == ["A", "B"])
        #expect(names("let s = \"\"\"\nstruct C: PreviewProvider {}").isEmpty)
        #expect(names("}}} struct D: PreviewProvider {").map { $0 } == ["D"])
    }
}
