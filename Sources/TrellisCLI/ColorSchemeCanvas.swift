import Trellis

extension ColorScheme {
    /// The SVG paint of a picture's canvas in this scheme: the system background, white, or
    /// black when dark, as the screens draw it. `render`, `explain --html` and `serve` share it.
    var canvas: String {
        self == .dark ? "#000000" : "#ffffff"
    }
}
