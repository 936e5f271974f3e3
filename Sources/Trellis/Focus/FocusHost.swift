import Foundation

// A live host's keyboard focus: which view has it, moving it, and what a keyboard does to the
// view that has it (typing, submitting, key presses). Focus is the host's (`FocusContext`);
// the views' `@FocusState` values are kept in step with it: writing one moves focus, and
// moving focus writes them (docs/semantics.md, "Focus and submit").

extension LayoutHost {
    /// A view that can take focus, where it is in the tree.
    struct FocusCandidate {
        let node: NodeID
        let path: [Int]
        let target: FocusTarget

        /// Whether `entry` is one of the focus bindings around this view.
        func isBound(by entry: FocusBindingEntry) -> Bool {
            target.input.focusBindings.contains { $0 === entry }
        }
    }

    /// Focuses the first view in the view marked with `id` that can take focus (a text field,
    /// secure field or text editor, or a ``View/focusable(_:)`` view), in tree order: the
    /// ``FocusState`` values bound to it (``View/focused(_:equals:)``) take their values, those
    /// bound to the view that had focus are reset, and ``View/focusable(_:onFocusChange:)``
    /// actions run.
    ///
    /// ```swift
    /// let host = LayoutHost(LoginForm())
    /// host.focus(id: "email")
    /// host.type("ada@example.com")
    /// host.submit()           // runs onSubmit; the form moves focus to the password
    /// ```
    ///
    /// - Returns: `false`, changing nothing, when no view carries the mark or nothing in it
    ///   can take focus (a disabled field cannot).
    @MainActor @discardableResult
    public func focus<ID: Hashable>(id: ID) -> Bool {
        _ = reconcileFocus()
        let candidates = focusCandidates()
        guard let markedPath = withLock({ engine.node(marked: Marker(id)).map(path(of:)) }),
              let target = candidates.first(where: { $0.path.starts(with: markedPath) }) else { return false }
        moveFocus(to: target, among: candidates)
        return true
    }

    /// Whether focus is in the view marked with `id` (on it or on a view inside it), as the
    /// views' ``FocusState`` values say now.
    @MainActor
    public func isFocused<ID: Hashable>(id: ID) -> Bool {
        guard let focused = reconcileFocus(),
              let markedPath = withLock({ engine.node(marked: Marker(id)).map(path(of:)) }) else { return false }
        return focused.path.starts(with: markedPath)
    }

    /// Takes focus away from the view that has it, as tapping outside a field or dismissing
    /// the keyboard does: the ``FocusState`` values bound to it are reset.
    ///
    /// - Returns: `false` when nothing had focus.
    @MainActor @discardableResult
    public func resignFocus() -> Bool {
        guard reconcileFocus() != nil else { return false }
        moveFocus(to: nil, among: focusCandidates())
        return true
    }

    /// Types `text` into the focused text field or editor, as a keyboard would: the text is
    /// added at the end of the field's text binding. In a one-line field a new line ends the
    /// text typed so far and submits it (see ``submit()``); the rest goes on to whatever has
    /// focus then.
    ///
    /// - Returns: `false`, typing nothing, when nothing has focus or the focused view is not
    ///   a text view.
    @MainActor @discardableResult
    public func type(_ text: String) -> Bool {
        guard let focused = reconcileFocus(), let binding = focused.target.text else { return false }
        if focused.target.isMultiline {
            binding.wrappedValue += text
            return true
        }
        guard let newline = text.firstIndex(where: \.isNewline) else {
            binding.wrappedValue += text
            return true
        }
        binding.wrappedValue += text[..<newline]
        submit()
        let rest = text[text.index(after: newline)...]
        if !rest.isEmpty { type(String(rest)) }
        return true
    }

    /// Submits the focused text field, as the return key does: runs the ``View/onSubmit(of:_:)``
    /// actions around it for its trigger (`.text`; `.search` for a search field), innermost
    /// first, up to the first ``View/submitScope(_:)``. Then, unless an action moved focus
    /// (by writing a ``FocusState``), the field loses focus, as the keyboard goes away on iOS.
    ///
    /// - Returns: `false`, running nothing, when nothing has focus or the focused view cannot
    ///   be submitted (a text editor, a focusable view that is not a field).
    @MainActor @discardableResult
    public func submit() -> Bool {
        guard let focused = reconcileFocus(), !focused.target.submitTrigger.isEmpty else { return false }
        let trigger = focused.target.submitTrigger
        for entry in focused.target.input.submitActions where !entry.triggers.isDisjoint(with: trigger) {
            entry.action()
        }
        if reconcileFocus()?.path == focused.path {
            moveFocus(to: nil, among: focusCandidates())
        }
        return true
    }

    /// The focusable views of the tree, in tree order (a focusable view's own content is part
    /// of it, not another candidate).
    @MainActor
    func focusCandidates() -> [FocusCandidate] {
        withLock {
            var found: [FocusCandidate] = []
            let key = ObjectIdentifier(FocusTargetKey.self)
            var stack: [(NodeID, [Int])] = [(engine.root, [])]
            while let (node, path) = stack.popLast() {
                if node == .none { continue }
                if let target = engine.store.rare(of: node)?.layoutValues[key] as? FocusTarget {
                    found.append(FocusCandidate(node: node, path: path, target: target))
                    continue
                }
                let children = engine.store.children(of: node)
                for (offset, child) in children.enumerated().reversed() { stack.append((child, path + [offset])) }
            }
            return found
        }
    }

    /// The positions of `node` and its ancestors among their parents' children, from the root.
    func path(of node: NodeID) -> [Int] {
        var path: [Int] = []
        var current = node
        while current != engine.root, current != .none {
            let parent = engine.store.nodes[current.index].parent
            guard parent != .none else { break }
            path.append(engine.store.children(of: parent).firstIndex(of: current).map { $0 - engine.store.children(of: parent).startIndex } ?? 0)
            current = parent
        }
        return path.reversed()
    }

    /// Brings the host's focus and the views' ``FocusState`` values into step, and returns the
    /// focused view. The values win where they changed: a binding that no longer says focus is
    /// on the focused view takes focus away; one that says focus is on another view moves it
    /// there (the first such view in tree order). The first time, with nothing focused, the
    /// ``View/defaultFocus(_:_:priority:)`` values are applied.
    @MainActor
    func reconcileFocus() -> FocusCandidate? {
        let candidates = focusCandidates()
        let context = focusContext
        if !context.appliedDefaultFocus {
            context.appliedDefaultFocus = true
            let anyHolds = candidates.contains { $0.target.input.focusBindings.contains { $0.holds() } }
            if context.path == nil, !anyHolds {
                var applied = Set<ObjectIdentifier>()
                for candidate in candidates {
                    for entry in candidate.target.input.defaultFocus where applied.insert(ObjectIdentifier(entry)).inserted {
                        entry.apply()
                    }
                }
            }
        }
        var current = context.path.flatMap { path in candidates.first { $0.path == path } }
        if let focused = current, focused.target.input.focusBindings.contains(where: { !$0.holds() }) {
            // A value moved focus away: the view's other bindings let it go too (only those:
            // a value written to focus another view stays).
            current = nil
            context.path = nil
            for entry in focused.target.input.focusBindings { entry.reset() }
            focused.target.onFocusChange?(false)
            context.values.current = focusedValues(for: nil)
        }
        for candidate in candidates {
            for entry in candidate.target.input.focusBindings where entry.holds() {
                if current?.isBound(by: entry) != true {
                    moveFocus(to: candidate, among: candidates)
                    return candidate
                }
            }
        }
        if current?.path != context.path { moveFocus(to: current, among: candidates) }
        return current
    }

    /// Moves focus to `target` (`nil`: nowhere): resets the bindings around the view that had
    /// it that are not around `target`, sets those around `target`, and tells both views.
    @MainActor
    func moveFocus(to target: FocusCandidate?, among candidates: [FocusCandidate]) {
        let context = focusContext
        let previous = context.path.flatMap { path in candidates.first { $0.path == path } }
        context.path = target?.path
        var seen = Set<ObjectIdentifier>()
        for candidate in candidates {
            for entry in candidate.target.input.focusBindings where seen.insert(ObjectIdentifier(entry)).inserted {
                if target?.isBound(by: entry) != true { entry.reset() }
            }
        }
        for entry in target?.target.input.focusBindings.reversed() ?? [] { entry.set() }
        if previous?.path != target?.path {
            previous?.target.onFocusChange?(false)
            target?.target.onFocusChange?(true)
        }
        context.values.current = focusedValues(for: target)
    }
}
