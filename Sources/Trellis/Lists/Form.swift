import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS (and with ``View/formStyle(_:)`` `.grouped`) a form is a grouped list: its
/// sections' rows on rounded cards on the grouped background, as an inset-grouped `List`
/// lays them out (on macOS each labelled control a row the card's width, its label leading
/// and its control trailing). macOS's default (`.columns`) stacks the form's views, sections one after
/// another (their headers and footers plain rows), with the labels of its controls
/// trailing-aligned in a leading column and the controls in a trailing column 8 after it; the
/// form is as tall as its rows, centred in what it is offered, and reaches the trailing edge
/// where a control fills (a text field, a slider).
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

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration, as a custom style's body does to
    /// show the form of the style outside it (or the platform's).
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}

extension Form: PrimitiveView {
    /// Resolves the body the environment's form style makes for this form.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let configuration = FormStyleConfiguration(content: .init(view: AnyView(content)))
        resolver.resolveStyled(configuration, automatic: { BuiltInFormBody(columns: nil, content: $0.content) },
                               into: &elements)
    }
}

/// A form in a built-in style: a grouped list, or macOS's label and control columns
/// (``FormColumnsLayout``).
nonisolated struct BuiltInFormBody: View, PrimitiveView {
    /// Whether the form stacks its views in a column; `nil` for the platform's default.
    let columns: Bool?
    let content: FormStyleConfiguration.Content

    var body: Never { fatalError("BuiltInFormBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let mac = resolver.environment.platform.system == .macOS
        if columns ?? mac {
            let saved = resolver.environment
            resolver.environment.isColumnsFormRow = true
            resolver.environment.isGroupedFormRow = false
            resolver.resolve(FormColumnsLayout { content }, into: &elements)
            resolver.environment = saved
        } else {
            resolver.resolveList(content, style: mac ? .grouped : .insetGrouped, formRows: mac, into: &elements)
        }
    }
}
