package com.acme;

public class Broken {
  void half( {
  }
}
