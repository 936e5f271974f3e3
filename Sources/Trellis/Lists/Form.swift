import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS (and with ``View/formStyle(_:)`` `.grouped`) a form is a grouped list: its
/// sections' rows on rounded cards on the grouped background, as an inset-grouped `List`
/// lays them out. macOS's default (`.columns`) stacks the form's views, sections one after
/// another, in a column 20 points in from the form's edges (estimate: not recorded).
///
/// ```swift
/// Form {
///     Section("Account") {
///         Text("Name")
///     }
/// }
/// ```
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A form has no body: it is laid out by its style.
    public var body: Never { fatalError("Form has no body") }
}

extension Form: PrimitiveView {
    /// Adds the form: a grouped list, or macOS's column of views.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let mac = resolver.environment.platform.system == .macOS
        if resolver.environment.list.formColumns ?? mac {
            resolver.resolve(ScrollView { VStack(alignment: .leading, spacing: 10) { content }.padding(20) }, into: &elements)
        } else {
            resolver.resolveList(content, style: mac ? .grouped : .insetGrouped, into: &elements)
        }
    }
}

/// The appearance and behavior of a form.
///
/// Trellis lays out the built-in styles (`.automatic`, `.grouped`, `.columns`).
public protocol FormStyle: Sendable {}

/// A built-in form style: whether it stacks its views in columns.
protocol BuiltInFormStyle: FormStyle {
    var columns: Bool? { get }
}

/// The default form style: grouped on iOS, columns on macOS.
public struct AutomaticFormStyle: BuiltInFormStyle {
    /// Creates a default form style.
    public init() {}
    var columns: Bool? { nil }
}

/// A form style with grouped rows: a grouped list.
public struct GroupedFormStyle: BuiltInFormStyle {
    /// Creates a form style with grouped rows.
    public init() {}
    var columns: Bool? { false }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values (macOS).
public struct ColumnsFormStyle: BuiltInFormStyle {
    /// Creates a form style with columns.
    public init() {}
    var columns: Bool? { true }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading
    /// aligned column of values.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// Sets the style for forms in a view hierarchy.
    ///
    /// ```swift
    /// Form { Text("Name") }.formStyle(.grouped)
    /// ```
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let builtIn = style as? any BuiltInFormStyle
        let columns = builtIn?.columns
        let notice = builtIn == nil
            ? "\(S.self) is a custom style: drawn as the automatic style (Trellis does not call its makeBody yet)" : nil
        return modifier(EnvironmentWriter(write: { $0.list.formColumns = columns }))
            .modifier(OptionalNotice(name: "formStyle", message: notice))
    }
}
