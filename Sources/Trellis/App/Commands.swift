import Foundation

/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu on macOS and key commands on iOS.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands {
///         CommandMenu("Shelf") { Button("Add Book") {} }
///     }
/// ```
///
/// Recorded headless: there is no menu bar and no keyboard, so no command runs (see
/// `docs/differences.md`).
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
    /// Adds the commands to `resolved`. An implementation detail: the default expands
    /// ``body``, and the built-in commands have their own.
    @MainActor @preconcurrency func _resolve(into resolved: inout _ResolvedCommands)
}

extension Commands {
    /// Expands the commands' ``body``.
    @MainActor @preconcurrency
    public func _resolve(into resolved: inout _ResolvedCommands) {
        guard Body.self != Never.self else { return }
        body._resolve(into: &resolved)
    }
}

extension Never: Commands {}

/// The commands a scene's `commands(content:)` declares, in order.
public struct _ResolvedCommands {
    var commands: [SceneCommand] = []
}

/// Constructs command sets from multi-expression closures.
@resultBuilder
public struct CommandsBuilder {
    /// Passes a single command group through unchanged.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Builds an empty command set.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// Passes a single command group written as a block through unchanged.
    public static func buildBlock<C: Commands>(_ content: C) -> C {
        content
    }

    /// Combines two command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> some Commands {
        TupleCommands((c0, c1))
    }

    /// Combines three command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands {
        TupleCommands((c0, c1, c2))
    }

    /// Combines four command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some Commands {
        TupleCommands((c0, c1, c2, c3))
    }

    /// Combines five command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4))
    }

    /// Combines six command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5))
    }

    /// Combines seven command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6))
    }

    /// Combines eight command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    /// Combines nine command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    /// Combines ten command groups into one, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands, C9: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// Builds the commands of an `if` without an `else`.
    public static func buildIf<C: Commands>(_ content: C?) -> C? {
        content
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalContent<T, F> {
        .trueContent(first)
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalContent<T, F> {
        .falseContent(second)
    }

    /// Builds commands under `if #available`.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> AnyCommands {
        AnyCommands(content)
    }
}

/// Commands of a type erased: what `if #available` builds.
nonisolated public struct AnyCommands: Commands {
    let resolve: @MainActor (inout _ResolvedCommands) -> Void

    /// Erases `content`'s type.
    nonisolated init<C: Commands>(_ content: C) {
        nonisolated(unsafe) let content = content
        resolve = { content._resolve(into: &$0) }
    }

    /// Erased commands have no body of their own.
    public var body: Never { fatalError("AnyCommands has no body") }

    /// Adds the erased commands.
    @MainActor public func _resolve(into resolved: inout _ResolvedCommands) { resolve(&resolved) }
}

/// Several command groups written one after another.
nonisolated struct TupleCommands<each C: Commands>: Commands {
    let content: (repeat each C)

    nonisolated init(_ content: (repeat each C)) {
        self.content = content
    }

    var body: Never { fatalError("TupleCommands has no body") }

    @MainActor func _resolve(into resolved: inout _ResolvedCommands) {
        for part in repeat each content {
            part._resolve(into: &resolved)
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    /// An optional command group has no body of its own.
    public var body: Never { fatalError("Optional has no body") }

    /// Adds the wrapped commands, if any.
    @MainActor public func _resolve(into resolved: inout _ResolvedCommands) {
        self?._resolve(into: &resolved)
    }
}

extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
    /// A choice of command groups has no body of its own.
    public var body: Never { fatalError("_ConditionalContent has no body") }

    /// Adds the chosen commands.
    @MainActor public func _resolve(into resolved: inout _ResolvedCommands) {
        switch self {
        case .trueContent(let content): content._resolve(into: &resolved)
        case .falseContent(let content): content._resolve(into: &resolved)
        }
    }
}

/// An empty group of commands.
public struct EmptyCommands: Commands {
    /// Creates an empty command hierarchy.
    nonisolated public init() {}

    /// Empty commands have no body.
    public var body: Never { fatalError("EmptyCommands has no body") }

    /// Adds nothing.
    public func _resolve(into resolved: inout _ResolvedCommands) {}
}

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands (recorded headless).
public struct CommandMenu<Content: View>: Commands {
    let name: Text
    let content: Content

    /// Creates a command menu with a localized name.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// Creates a command menu with a text view name.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// Creates a command menu with a name string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// A command menu has no body of its own.
    public var body: Never { fatalError("CommandMenu has no body") }

    /// Adds the menu.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: name.content, content: AnyView(content)))
    }
}

/// Groups of controls that you can add to existing command menus (recorded headless).
public struct CommandGroup<Content: View>: Commands {
    let name: String
    let content: Content

    /// A group placed before the system's `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        name = "before \(group.name)"
        content = addition()
    }

    /// A group placed after the system's `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        name = "after \(group.name)"
        content = addition()
    }

    /// A group replacing the system's `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        name = "replacing \(group.name)"
        content = addition()
    }

    /// A command group has no body of its own.
    public var body: Never { fatalError("CommandGroup has no body") }

    /// Adds the group.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: name, content: AnyView(content)))
    }
}

/// The standard locations that you can place new command groups relative to.
public struct CommandGroupPlacement: Sendable {
    let name: String

    /// Placement for commands that present information about the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Placement for commands that expose app settings and preferences.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Placement for commands that expose services other apps provide.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Placement for commands that control the visibility of running apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Placement for commands that result in app termination.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Placement for commands that create different kinds of documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Placement for commands that save open documents and close windows.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Placement for commands that relate to importing and exporting data.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Placement for commands related to printing app content.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Placement for commands that control the Undo Manager.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Placement for commands that interact with the Clipboard and manipulate content.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Placement for commands that manipulate and transform text selections.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Placement for commands that manipulate and transform the styles applied to text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Placement for commands that manipulate the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Placement for commands that control the app's sidebar and full-screen modes.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Placement for commands that control the size of the window.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Placement for commands that describe and reveal the app's open windows (macOS).
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Placement for commands that show the app's single windows (macOS).
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Placement for commands that arrange all of an app's windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Placement for commands that present documentation and helpful information.
    public static let help = CommandGroupPlacement(name: "help")
}

/// A built-in set of commands for manipulating window toolbars (recorded headless).
public struct ToolbarCommands: Commands {
    /// A new value describing the built-in toolbar-related commands.
    nonisolated public init() {}
    /// Built-in commands have no body of their own.
    public var body: Never { fatalError("ToolbarCommands has no body") }
    /// Adds the set.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: "ToolbarCommands", content: nil))
    }
}

/// A built-in set of commands for manipulating window sidebars (recorded headless).
public struct SidebarCommands: Commands {
    /// A new value describing the built-in sidebar-related commands.
    nonisolated public init() {}
    /// Built-in commands have no body of their own.
    public var body: Never { fatalError("SidebarCommands has no body") }
    /// Adds the set.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: "SidebarCommands", content: nil))
    }
}

/// A built-in set of commands for manipulating inspectors (recorded headless).
public struct InspectorCommands: Commands {
    /// A new value describing the built-in inspector-related commands.
    nonisolated public init() {}
    /// Built-in commands have no body of their own.
    public var body: Never { fatalError("InspectorCommands has no body") }
    /// Adds the set.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: "InspectorCommands", content: nil))
    }
}

/// Text editing commands (recorded headless).
public struct TextEditingCommands: Commands {
    /// A new value describing the built-in text-editing commands.
    nonisolated public init() {}
    /// Built-in commands have no body of their own.
    public var body: Never { fatalError("TextEditingCommands has no body") }
    /// Adds the set.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: "TextEditingCommands", content: nil))
    }
}

/// Text formatting commands (recorded headless, as the other built-in command sets are).
public struct TextFormattingCommands: Commands {
    /// A new value describing the built-in text-formatting commands.
    nonisolated public init() {}
    /// Built-in commands have no body of their own.
    public var body: Never { fatalError("TextFormattingCommands has no body") }
    /// Adds the set.
    public func _resolve(into resolved: inout _ResolvedCommands) {
        resolved.commands.append(SceneCommand(name: "TextFormattingCommands", content: nil))
    }
}

extension Scene {
    /// Adds commands to the scene (recorded: there is no menu bar).
    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        nonisolated(unsafe) let commands = content()
        return _ModifiedScene(self, whenRead: { scenes in
            var resolved = _ResolvedCommands()
            commands._resolve(into: &resolved)
            scenes.commands += resolved.commands
        })
    }

    /// Removes all commands defined by the modified scene (recorded: the scene's own).
    nonisolated public func commandsRemoved() -> some Scene {
        _ModifiedScene(self, whenRead: { $0.commandsRemoved = true })
    }

    /// Replaces all commands defined by the modified scene with `content`'s (recorded).
    nonisolated public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        nonisolated(unsafe) let commands = content()
        return _ModifiedScene(self, whenRead: { scenes in
            var resolved = _ResolvedCommands()
            commands._resolve(into: &resolved)
            scenes.commands = resolved.commands
            scenes.commandsRemoved = true
        })
    }
}
