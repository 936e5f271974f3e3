import Testing
@testable import Trellis

@Suite("Type table")
@MainActor
struct TypeTableTests {
    /// `count` distinct types: `Int`, `[Int]`, `[[Int]]`, … (each nesting is a new type).
    private func distinctTypes(_ count: Int) -> [Any.Type] {
        var types: [Any.Type] = []
        func nest<T>(_ type: T.Type, _ remaining: Int) {
            guard remaining > 0 else { return }
            types.append(type)
            nest([T].self, remaining - 1)
        }
        nest(Int.self, count)
        return types
    }

    // More types than the table has direct slots, so some share a slot: each must still get
    // its own value, worked out once.
    @Test("a type table gives every type its own value and computes it once, even when types share a slot")
    func everyTypeKeepsItsValue() {
        var table = TypeTable<String>()
        var computed: [String] = []
        let types = distinctTypes(600)
        for _ in 0 ..< 3 {
            for type in types {
                let value = table.value(for: type) { type in
                    computed.append(String(reflecting: type))
                    return String(reflecting: type)
                }
                #expect(value == String(reflecting: type))
            }
        }
        #expect(computed.count == types.count)
    }
}
