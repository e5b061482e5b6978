// The generator (`proscenium new`) is planned; this target holds its place in the layout so that
// the package graph (CLI → generator → ProsceniumSyntax) is fixed from the start.
