import Foundation

/// The assistive technologies an ``AccessibilityFocusState`` follows: VoiceOver, Switch
/// Control, or both.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 2)

    /// No technology.
    public init() { bits = 0 }

    /// The technologies in either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { Self(bits: bits | other.bits) }
    /// Adds the technologies of `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// The technologies in both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { Self(bits: bits & other.bits) }
    /// Keeps only the technologies also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// The technologies in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { Self(bits: bits ^ other.bits) }
    /// Keeps the technologies in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
    /// Whether every technology of `member` is in the set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }

    /// Adds `newMember`; says whether it was new.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    /// Removes `member`, returning what of it was there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.isEmpty ? nil : present
    }

    /// Adds `newMember`, returning what of it was there already.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = intersection(newMember)
        bits |= newMember.bits
        return present.isEmpty ? nil : present
    }

    /// Whether two sets hold the same technologies.
    public static func == (a: AccessibilityTechnologies, b: AccessibilityTechnologies) -> Bool { a.bits == b.bits }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of any active accessibility technology, such as VoiceOver, changes.
///
/// ```swift
/// struct Receipt: View {
///     @AccessibilityFocusState private var totalIsFocused: Bool
///     var body: some View {
///         VStack {
///             Text("Total: 12 €").accessibilityFocused($totalIsFocused)
///             Button("Read the total") { totalIsFocused = true }
///         }
///     }
/// }
/// ```
///
/// Headless no assistive technology moves its focus by itself: the value changes only when
/// the app writes it. The element of the view bound to the value it holds is the focused one
/// (``LayoutResult/AccessibilityElement/isAccessibilityFocused``), in a live ``LayoutHost``
/// from the layout after the write.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write the value of an
    /// ``AccessibilityFocusState``: the form it is handed to another view in.
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { storage.location.value }
            nonmutating set { storage.location.value = newValue }
        }

        /// A projection of the binding: the binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    let storage: StateStorage<Value>
    /// The technologies whose focus the value follows; `nil` for any.
    let technologies: AccessibilityTechnologies?

    /// The current state value: which view assistive technologies focus.
    public var wrappedValue: Value {
        get { storage.location.value }
        nonmutating set { storage.location.value = newValue }
    }

    /// A projection of the state value that returns a binding, for
    /// ``View/accessibilityFocused(_:equals:)`` and ``View/accessibilityFocused(_:)``.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(storage: storage) }

    /// Creates a focus state that binds to a Boolean: `false` while focus is elsewhere.
    public init() where Value == Bool {
        storage = StateStorage(false)
        technologies = nil
    }

    /// Creates a focus state that binds to a Boolean, following the focus of `technologies`.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        storage = StateStorage(false)
        self.technologies = technologies
    }

    /// Creates a focus state that binds to an optional type: `nil` while focus is elsewhere.
    public init<T: Hashable>() where Value == T? {
        storage = StateStorage(nil)
        technologies = nil
    }

    /// Creates a focus state that binds to an optional type, following the focus of
    /// `technologies`.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        storage = StateStorage(nil)
        self.technologies = technologies
    }
}

extension AccessibilityFocusState: KeptProperty {
    var keptStorage: any ViewStateStorage { storage }
}

@available(*, unavailable)
extension AccessibilityFocusState.Binding: Sendable {}

nonisolated extension View {
    /// Modifies this view by binding its accessibility element's focus to the given state
    /// value: the element is focused (``LayoutResult/AccessibilityElement/isAccessibilityFocused``)
    /// while the value equals `value`, and setting it to `value` moves the focus here.
    ///
    /// - Parameters:
    ///   - binding: The state binding to register.
    ///   - value: The value to match against when determining whether the binding should change.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        let focused = binding.wrappedValue == value
        return modifier(AccessibilityAttachmentModifier().changed { $0.isAccessibilityFocused = focused })
    }

    /// Modifies this view by binding its accessibility element's focus to the given Boolean
    /// state value: the element is focused while it is `true`.
    ///
    /// - Parameter condition: The accessibility focus state to bind.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityFocused(condition, equals: true)
    }
}
