import Foundation
import Trellis

extension Vocabulary {
    /// `accessibilityElement`'s child behaviours.
    static let childBehaviors = Names<AccessibilityChildBehaviorName>("a child behavior", [
        ("ignore", .ignore), ("contain", .contain), ("combine", .combine),
    ])
}

/// The child behaviours a scene names (`AccessibilityChildBehavior` is not `Sendable`).
enum AccessibilityChildBehaviorName: Sendable {
    case ignore, contain, combine

    var behavior: AccessibilityChildBehavior {
        switch self {
        case .ignore: .ignore
        case .contain: .contain
        case .combine: .combine
        }
    }
}

extension SceneDecoder {
    /// The accessibility modifiers: `accessibilityLabel`, `accessibilityValue`,
    /// `accessibilityHint`, `accessibilityIdentifier` (a string each), `accessibilityHidden`
    /// (a Boolean), `accessibilityElement` (a child behaviour) and `accessibilitySortPriority`
    /// (a number).
    func accessibilityModifier(_ name: ModifierName, _ argument: JSONValue, _ view: Built) throws(SceneError) -> Built {
        switch name {
        case .accessibilityLabel:
            let label = try argument.string()
            return view.applying { AnyView($0.accessibilityLabel(label)) }
        case .accessibilityValue:
            let value = try argument.string()
            return view.applying { AnyView($0.accessibilityValue(value)) }
        case .accessibilityHint:
            let hint = try argument.string()
            return view.applying { AnyView($0.accessibilityHint(hint)) }
        case .accessibilityIdentifier:
            let identifier = try argument.string()
            return view.applying { AnyView($0.accessibilityIdentifier(identifier)) }
        case .accessibilityHidden:
            guard let hidden = argument.boolValue else { throw argument.mismatch("true or false") }
            return view.applying { AnyView($0.accessibilityHidden(hidden)) }
        case .accessibilityElement:
            let children = try argument.name(Vocabulary.childBehaviors)
            return view.applying { AnyView($0.accessibilityElement(children: children.behavior)) }
        case .accessibilitySortPriority:
            let priority = Double(try argument.number())
            return view.applying { AnyView($0.accessibilitySortPriority(priority)) }
        default:
            preconditionFailure("\(name.rawValue) is not an accessibility modifier")
        }
    }
}
