import Foundation
import Testing
import Trellis
@testable import TrellisRender
