import Foundation
import Trellis

extension LayoutResult {
    /// The colour scheme a window showing this result is in: the one its views prefer
    /// (`preferredColorScheme(_:)`), else the environment's (`--dark`, a scene's
    /// `colorScheme`).
    func canvasScheme(_ environment: EnvironmentValues) -> ColorScheme {
        preferredColorScheme ?? environment.colorScheme
    }

    /// The SVG canvas of this result: the system background of its window's scheme (white, or
    /// black in the dark scheme, as its screens draw).
    func canvasBackground(_ environment: EnvironmentValues) -> String {
        canvasScheme(environment).canvas
    }
}
