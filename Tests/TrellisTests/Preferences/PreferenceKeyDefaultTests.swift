import Foundation
import Testing
@testable import Trellis

/// A preference key whose value is optional needs no `defaultValue`: SwiftUICore declares
/// `extension PreferenceKey where Value: ExpressibleByNilLiteral { static var defaultValue:
/// Value }`, `nil`. Vortex's `VortexSystemPreferenceKey` declares only `reduce`.
@Suite("Preference keys with optional values")
@MainActor
struct PreferenceKeyDefaultTests {
    /// The first name in the tree; no `defaultValue` of its own.
    struct FirstName: PreferenceKey {
        static func reduce(value: inout String?, nextValue: () -> String?) {
            if value == nil { value = nextValue() }
        }
    }

    @Test("an optional key's default value is nil")
    func defaultIsNil() {
        #expect(FirstName.defaultValue == nil)
    }

    @Test("a tree that sets no value reads the nil default")
    func unsetTreeReadsNil() {
        let result = Color.red.layout(in: ProposedViewSize(width: 10, height: 10))
        #expect(result.preference(FirstName.self) == nil)
    }

    @Test("values set in the tree reduce from the nil default")
    func valuesReduceFromNil() {
        let result = VStack {
            Color.red
            Color.green.preference(key: FirstName.self, value: "b")
            Color.blue.preference(key: FirstName.self, value: "c")
        }
        .layout(in: ProposedViewSize(width: 10, height: 30))
        #expect(result.preference(FirstName.self) == "b")
    }
}
