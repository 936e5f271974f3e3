import Foundation

/// The layout value carrying the ``KeyboardShortcut`` of the view it is set on.
enum KeyboardShortcutKey {}

private struct KeyboardShortcutEnvironmentKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment will be triggered with
    /// (`keyboardShortcut(_:)`); `nil` when none is set.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutEnvironmentKey.self] }
        set { self[KeyboardShortcutEnvironmentKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Assigns a keyboard shortcut to the modified control: pressing the key with the
    /// modifiers (``LayoutHost/press(_:modifiers:)`` in a live host) activates the first
    /// button or toggle in it, as a tap would.
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut("s")            // ⌘S
    /// Button("Cancel", role: .cancel) { close() }.keyboardShortcut(.cancelAction)
    /// ```
    ///
    /// Headless there is no menu or hardware-keyboard hint to show it in: it changes no layout.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        keyboardShortcut(Optional(shortcut))
    }

    /// Assigns an optional keyboard shortcut to the modified control: `nil` removes the one
    /// set outside it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(EnvironmentWriter { $0.keyboardShortcut = shortcut })
            .modifier(NodeModifier(name: "keyboardShortcut",
                                   change: .layoutValue(ObjectIdentifier(KeyboardShortcutKey.self), shortcut as Any)))
    }

    /// Defines a keyboard shortcut and assigns it to the modified control, with a localization
    /// strategy (which headless, where keys are given as characters, changes nothing).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}

extension LayoutHost {
    /// Activates the control whose `keyboardShortcut(_:)` is `shortcut` (same key and
    /// modifiers): runs the first button's action in it, in tree order. `false` when none has
    /// it.
    @MainActor
    func activateShortcut(_ shortcut: KeyboardShortcut) -> Bool {
        let action: (() -> Void)? = withLock {
            let key = ObjectIdentifier(KeyboardShortcutKey.self)
            var stack = [engine.root]
            var marked: NodeID?
            while let node = stack.popLast(), marked == nil {
                if node == .none { continue }
                if let set = engine.store.rare(of: node)?.layoutValues[key] as? KeyboardShortcut,
                   set.key == shortcut.key, set.modifiers == shortcut.modifiers {
                    marked = node
                }
                stack.append(contentsOf: engine.store.children(of: node).reversed())
            }
            guard let marked else { return nil }
            var inside = [marked]
            while let node = inside.popLast() {
                if let action = engine.store.rare(of: node)?.action { return action }
                inside.append(contentsOf: engine.store.children(of: node).reversed())
            }
            return nil
        }
        guard let action else { return false }
        action()
        return true
    }
}
