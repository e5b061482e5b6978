@_exported import ProsceniumSyntax
