import Foundation
import ProsceniumCLI

exit(ProsceniumCommandLine.runProcess())
