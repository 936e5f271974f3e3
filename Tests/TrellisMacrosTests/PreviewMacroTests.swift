import Testing
#if Macros
import TrellisMacros

@Suite struct PreviewMacroTests {
    @Test func previewDeclaresARegistryAndALocatorForItsPlace() {
        let (text, errors) = expand("""
            #Preview {
                Text("Hi")
            }
            """)
        #expect(errors.isEmpty)
        #expect(squeezed(text).contains("static let fileID: String = \"Cards/ProfileCard.swift\" static let line: Int = 1 static let column: Int = 1"))
        #expect(squeezed(text).contains("nonisolated func __trellisPreview(file_ProfileCard_2Eswift_line1_column1: Void) -> any SwiftUI.PreviewRegistry.Type"))
        #expect(squeezed(text).contains("var body: some SwiftUI.View { Text(\"Hi\") }"))
        #expect(squeezed(text).contains("SwiftUI.Preview { Content() }"))
    }

    @Test func previewPassesItsNameAndEveryTraitToThePreview() {
        let (text, errors) = expand("""
            #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) { Text("Hi") }
            """)
        #expect(errors.isEmpty)
        #expect(squeezed(text).contains("SwiftUI.Preview(\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft) { Content() }"))
    }

    @Test func previewTakesItsBodyFromALabelledClosure() {
        let (text, errors) = expand("""
            #Preview("Card", body: { Text("Labelled") })
            """)
        #expect(errors.isEmpty)
        #expect(squeezed(text).contains("var body: some SwiftUI.View { Text(\"Labelled\") }"))
    }

    @Test func previewableVariablesBecomeTheViewsProperties() {
        let (text, errors) = expand("""
            #Preview {
                @Previewable @State var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
            }
            """)
        #expect(errors.isEmpty)
        #expect(squeezed(text).contains("struct Content: SwiftUI.View { @State var isOn = true var body: some SwiftUI.View { Toggle(\"Wi-Fi\", isOn: $isOn) } }"))
    }

    @Test func previewsOnTwoLinesHaveTwoLocators() {
        let (text, _) = expand("""
            #Preview { Text("A") }
            #Preview { Text("B") }
            """)
        #expect(text.contains("file_ProfileCard_2Eswift_line1_column1"))
        #expect(text.contains("file_ProfileCard_2Eswift_line2_column1"))
    }

    @Test func previewWithoutABodyIsAnError() {
        let (_, errors) = expand("#Preview(\"Empty\")")
        #expect(errors == ["#Preview needs a body: a closure that makes the view"])
    }

    @Test func locatorLabelsWriteEveryOtherByteInHex() {
        #expect(PreviewLocator.label(fileName: "Card+Style_1.swift", line: 12, column: 5)
            == "file_Card_2BStyle_5F1_2Eswift_line12_column5")
        #expect(PreviewLocator.label(fileName: "É.swift", line: 1, column: 1) == "file__C3_89_2Eswift_line1_column1")
    }
}
#else
@Suite struct PreviewMacroTests {
    @Test(.disabled("the package's Macros trait is off: TrellisMacros is not built"))
    func macrosAreOff() {}
}
#endif
