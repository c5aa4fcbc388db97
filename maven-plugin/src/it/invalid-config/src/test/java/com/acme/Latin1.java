package com.acme;

/** Café saved as ISO-8859-1 in a UTF-8 project. */
class Latin1 {}
