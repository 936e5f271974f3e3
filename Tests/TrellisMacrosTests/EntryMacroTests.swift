import Testing
#if Macros

@Suite struct EntryMacroTests {
    @Test func entryInEnvironmentValuesMakesAnEnvironmentKeyAndAccessors() {
        let (text, errors) = expand("""
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """)
        #expect(errors.isEmpty)
        let code = squeezed(text)
        #expect(code.contains("var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }"))
        #expect(code.contains("private struct __Key_accent: SwiftUI.EnvironmentKey { typealias Value = Color static var defaultValue: Value { .blue } }"))
    }

    @Test func entryInContainerValuesMakesAContainerValueKey() {
        let (text, errors) = expand("""
            extension ContainerValues {
                @Entry var isHighlighted: Bool = false
            }
            """)
        #expect(errors.isEmpty)
        #expect(squeezed(text).contains("private struct __Key_isHighlighted: SwiftUI.ContainerValueKey"))
    }

    @Test func entryOfAnOptionalWithoutAValueDefaultsToNil() {
        let (text, errors) = expand("""
            extension EnvironmentValues {
                @Entry var title: String?
            }
            """)
        #expect(errors.isEmpty)
        #expect(squeezed(text).contains("typealias Value = String? static var defaultValue: Value { nil }"))
    }

    @Test func entryOutsideASupportedExtensionIsAnError() {
        let (_, errors) = expand("""
            extension Transaction {
                @Entry var bounce: Bool = false
            }
            """)
        #expect(errors.contains("@Entry works in an extension of EnvironmentValues or ContainerValues (not Transaction)"))
    }

    @Test func entryWithoutAValueOrOptionalTypeIsAnError() {
        let (_, errors) = expand("""
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """)
        #expect(errors.contains("@Entry needs an initial value, the key's default (or an optional type, whose default is nil)"))
    }
}
#endif
