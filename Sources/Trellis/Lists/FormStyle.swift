import Foundation

/// The appearance and behavior of a form.
///
/// ```swift
/// struct Card: FormStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading, spacing: 12) { configuration.content }.padding()
///     }
/// }
/// ```
///
/// The body the style makes is what lays out; a `Form(configuration)` inside it is drawn by
/// the style outside this one (the platform's when there is none).
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View
    /// Creates a view that represents the body of a form.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
}

/// The properties of a form instance.
nonisolated public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A view that is the content of the form.
    public let content: Content
}

/// The default form style: grouped on iOS, columns on macOS.
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// Creates a default form style.
    public init() {}
    /// The platform's form.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInFormBody(columns: nil, content: configuration.content)
    }
}

/// A form style with grouped rows: a grouped list.
nonisolated public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with grouped rows.
    public init() {}
    /// The form's sections as a grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInFormBody(columns: false, content: configuration.content)
    }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values (macOS).
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// Creates a form style with columns.
    public init() {}
    /// The form's views in a column.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInFormBody(columns: true, content: configuration.content)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading
    /// aligned column of values.
    nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// Sets the style for forms in a view hierarchy.
    ///
    /// ```swift
    /// Form { Text("Name") }.formStyle(.grouped)
    /// ```
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}
