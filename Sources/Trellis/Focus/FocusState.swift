import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// ```swift
/// struct Login: View {
///     enum Field: Hashable { case user, password }
///     @State private var user = ""
///     @State private var password = ""
///     @FocusState private var focus: Field?
///     var body: some View {
///         Form {
///             TextField("User", text: $user).focused($focus, equals: .user)
///             SecureField("Password", text: $password).focused($focus, equals: .password)
///         }
///         .onSubmit { focus = focus == .user ? .password : nil }
///     }
/// }
/// ```
///
/// The value is `true` (the Bool form) or the value given to ``View/focused(_:equals:)`` (the
/// optional form) while focus is in the view bound to it, and `false` or `nil` otherwise. In a
/// live ``LayoutHost`` focus is real: ``LayoutHost/focus(id:)`` and a tap on a field move it
/// and write the bound values; writing the value moves focus to the view bound to it (see
/// docs/semantics.md, "Focus and submit"). A one-off layout has no focus: the value stays as
/// initialised.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location: the form a ``FocusState`` is handed to another view in.
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>
        let resetValue: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { storage.location.value }
            nonmutating set { storage.location.value = newValue }
        }

        /// A projection of the binding value that returns a binding: the binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let storage: StateStorage<Value>
    let resetValue: Value

    /// The current state value, taking into account whatever bindings might be in effect due
    /// to the current location of focus.
    public var wrappedValue: Value {
        get { storage.location.value }
        nonmutating set { storage.location.value = newValue }
    }

    /// A projection of the focus state value that returns a binding, for ``View/focused(_:)``
    /// and ``View/focused(_:equals:)``.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(storage: storage, resetValue: resetValue)
    }

    /// Creates a focus state that binds to a Boolean: `false` while focus is elsewhere.
    public init() where Value == Bool {
        storage = StateStorage(false)
        resetValue = false
    }

    /// Creates a focus state that binds to an optional type: `nil` while focus is elsewhere.
    public init<T: Hashable>() where Value == T? {
        storage = StateStorage(nil)
        resetValue = nil
    }
}

nonisolated extension View {
    /// Modifies this view by binding its focus state to the given state value: the value is
    /// `value` while focus is in this view (or in a view inside it), and setting it to `value`
    /// moves focus here (to the first focusable view inside, in a live ``LayoutHost``).
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($focus, equals: .email)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let reset = binding.resetValue
        return modifier(InputEnvironmentWriter {
            $0.focusBindings.insert(FocusBindingEntry(
                holds: { binding.wrappedValue == value },
                set: { if binding.wrappedValue != value { binding.wrappedValue = value } },
                reset: { if binding.wrappedValue == value { binding.wrappedValue = reset } }), at: 0)
        })
    }

    /// Modifies this view by binding its focus state to the given Boolean state value: `true`
    /// while focus is in this view (or in a view inside it); setting it to `true` moves focus
    /// here in a live ``LayoutHost``, and to `false` takes it away.
    ///
    /// ```swift
    /// TextField("Search", text: $query).focused($isSearching)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }
}

/// One ``View/focused(_:equals:)`` binding, as the focusable views inside it keep it: whether
/// it says focus is here, and how focus coming or going writes it. A class: every focusable
/// view inside one modifier shares the entry, which is how the host tells them apart.
final class FocusBindingEntry {
    let holds: () -> Bool
    let set: () -> Void
    let reset: () -> Void

    init(holds: @escaping () -> Bool, set: @escaping () -> Void, reset: @escaping () -> Void) {
        self.holds = holds
        self.set = set
        self.reset = reset
    }
}

extension FocusState: KeptProperty {
    var keptStorage: any ViewStateStorage { storage }
}
