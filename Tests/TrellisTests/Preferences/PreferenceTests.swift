import Foundation
import Testing
@testable import Trellis

/// Collects strings in the order `reduce` sees them.
struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Sums numbers; its reduce records that it ran by adding 1000 when the next value is 0.
struct Total: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        let next = nextValue()
        value += next == 0 ? 1000 : next
    }
}

/// `PreferenceKey`, `preference(key:value:)`, `transformPreference(_:_:)` and reading values
/// from a result.
@Suite("Preferences")
@MainActor
struct PreferenceTests {
    // Apple, `preferencekey/reduce(value:nextvalue:)`: "This method receives its values in
    // view-tree order."
    @Test("siblings' values are combined in the order of the tree")
    func siblingsInTreeOrder() {
        let result = VStack {
            Color.red.preference(key: Names.self, value: ["a"])
            HStack {
                Color.green.preference(key: Names.self, value: ["b"])
                Color.blue.preference(key: Names.self, value: ["c"])
            }
            Color.yellow.preference(key: Names.self, value: ["d"])
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["a", "b", "c", "d"])
    }

    // Apple, `preferencekey/defaultvalue`: "Views that have no explicit value for the key
    // produce this default value."
    @Test("a tree where no view sets the key produces the default value")
    func defaultWhenUnset() {
        let result = HStack { Color.red; Color.blue }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == [])
        #expect(result.preference(Total.self) == 0)
    }

    // Derived (docs/semantics.md, "Preferences"): views that set nothing take no part in
    // combining, so `reduce` never sees a default it was not given (a `reduce` that marks
    // defaults would add 1000 for each).
    @Test("views that set nothing are left out of combining")
    func unsetViewsLeftOut() {
        let result = HStack {
            Color.red
            Color.green.preference(key: Total.self, value: 5)
            Color.blue
            Color.yellow.preference(key: Total.self, value: 7)
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Total.self) == 12)
    }

    // Derived (docs/semantics.md, "Preferences"): a view that sets the key replaces what its
    // content produced.
    @Test("a view's own value replaces its content's")
    func ownValueReplacesContent() {
        let result = VStack {
            HStack {
                Color.red.preference(key: Names.self, value: ["inner"])
            }
            .preference(key: Names.self, value: ["outer"])
            Color.blue.preference(key: Names.self, value: ["sibling"])
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["outer", "sibling"])
    }

    // Apple, `view/transformpreference(_:_:)`: "Applies a transformation to a preference
    // value" (the value the content produced).
    @Test("transformPreference changes the value its content produced")
    func transformSeesContent() {
        let result = HStack {
            Color.red.preference(key: Names.self, value: ["a"])
            Color.blue.preference(key: Names.self, value: ["b"])
        }
        .transformPreference(Names.self) { $0.append("end") }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["a", "b", "end"])
    }

    // Derived (docs/semantics.md, "Preferences"): with nothing below, the transform starts
    // from the default value.
    @Test("transformPreference over content that sets nothing starts from the default")
    func transformStartsFromDefault() {
        let result = Color.red.transformPreference(Total.self) { $0 += 3 }
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Total.self) == 3)
    }

    // Derived (docs/semantics.md, "Preferences"): modifiers on one view apply innermost first.
    @Test("modifiers on one view apply in the order written")
    func modifiersInOrder() {
        let result = Color.red
            .preference(key: Names.self, value: ["set"])
            .transformPreference(Names.self) { $0.append("then") }
            .padding()
            .transformPreference(Names.self) { $0.append("outside") }
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["set", "then", "outside"])
    }

    // Derived (docs/semantics.md, "Preferences"): a view's value is its own and its content's.
    @Test("the value of a marked view is its subtree's, and nil for a missing mark")
    func valueOfMarkedView() {
        let result = VStack {
            HStack {
                Color.red.preference(key: Names.self, value: ["a"])
                Color.blue.preference(key: Names.self, value: ["b"])
            }
            .id("row")
            Color.green.preference(key: Names.self, value: ["c"]).id("other")
            Color.gray.id("plain")
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self, of: "row") == ["a", "b"])
        #expect(result.preference(Names.self, of: "plain") == [])
        #expect(result.preference(Names.self, of: "missing") == nil)
    }

    // Derived (docs/semantics.md, "Preferences"): only what is shown produces values;
    // `ViewThatFits` shows one of its candidates.
    @Test("a view its container does not show produces no value")
    func unshownViewsProduceNothing() {
        let result = ViewThatFits {
            Color.red.frame(width: 500).preference(key: Names.self, value: ["wide"])
            Color.blue.frame(width: 50).preference(key: Names.self, value: ["narrow"])
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["narrow"])
    }

    // Derived (docs/semantics.md, "Preferences"; OpenSwiftUI `makeSecondaryLayerView`
    // combines the view's values, then the overlay's).
    @Test("an overlay's values come after its view's")
    func overlayAfterPrimary() {
        let result = Color.red.preference(key: Names.self, value: ["primary"])
            .overlay { Color.blue.preference(key: Names.self, value: ["overlay"]) }
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["primary", "overlay"])
    }

    // Derived (docs/semantics.md, "Preferences"; OpenSwiftUI `makeSecondaryLayerView` flips
    // the order for `_BackgroundModifier`: the background's values, then the view's).
    @Test("a background's values come before its view's")
    func backgroundBeforePrimary() {
        let result = Color.red.preference(key: Names.self, value: ["primary"])
            .background { Color.blue.preference(key: Names.self, value: ["background"]) }
            .background(Color.green.preference(key: Names.self, value: ["outer"]))
            .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["outer", "background", "primary"])
    }

    // Apple, `group`: a modifier applied to a group applies to each of its members.
    @Test("a preference on a group is set on each of its views")
    func groupEachView() {
        let result = HStack {
            Group {
                Color.red
                Color.blue
            }
            .preference(key: Total.self, value: 2)
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Total.self) == 4)
    }

    // Apple, `preferencekey/reduce(value:nextvalue:)`: a value that is an optional's `nil` is
    // a value set like any other, reduced with its siblings'.
    @Test("an optional key's nil is a value, not the absence of one")
    func optionalNilIsAValue() {
        struct Trail: PreferenceKey {
            static let defaultValue: String? = "default"
            static func reduce(value: inout String?, nextValue: () -> String?) {
                value = (value ?? "nil") + "," + (nextValue() ?? "nil")
            }
        }
        let result = HStack {
            Color.red.preference(key: Trail.self, value: nil)
            Color.blue.preference(key: Trail.self, value: "a")
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Trail.self) == "nil,a")
    }

    // Apple, `view/hidden()`: hidden views "remain in the view hierarchy and affect layout";
    // their preferences with them (derived, docs/semantics.md, "Preferences").
    @Test("a hidden view still sets its preferences")
    func hiddenViewsStillSet() {
        let result = HStack {
            Color.red.preference(key: Names.self, value: ["hidden"]).hidden()
            Color.blue.preference(key: Names.self, value: ["shown"])
        }
        .layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.preference(Names.self) == ["hidden", "shown"])
    }
}
