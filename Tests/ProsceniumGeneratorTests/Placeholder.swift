// Tests for the generator arrive with it; see Sources/ProsceniumGenerator/Placeholder.swift.
import Testing
