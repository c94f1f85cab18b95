import typst
typst.compile("typst/po_han_chou.typ", output="../cvs/Po-Han_Chou_Resume.pdf")
