import Foundation

/// A root of a variadic view: it gets its content's children.
public protocol _VariadicView_Root {}

/// A variadic-view root whose body is a view made of the children.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The type of view the root makes.
    associatedtype Body: View
    /// Makes a view of `children`.
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A view root whose result is one view.
@MainActor @preconcurrency
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A view root whose result is a list of views, which join the views around the tree.
@MainActor @preconcurrency
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}
