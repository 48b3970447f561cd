// The shape every language's catalogue must have: the English one's, with any strings (a missing key is a type error).

export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
