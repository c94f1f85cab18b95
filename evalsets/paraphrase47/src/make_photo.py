# Phone-photo look for the 2021 CV page: rotate, vignette/shading, blur, noise; JPEG, no text layer.
import numpy as np
from PIL import Image, ImageFilter
src = "vasconcelos_2021_page-1.png"
im = Image.open(src).convert("RGB")
# paper on a darker desk background
bg = Image.new("RGB", (im.width + 160, im.height + 200), (92, 80, 66))
bg.paste(im, (80, 110))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
a = np.asarray(im).astype(np.float32)
h, w = a.shape[:2]
yy, xx = np.mgrid[0:h, 0:w]
# vignette + a warm light gradient from the upper left
r = np.sqrt(((xx - w * 0.45) / w) ** 2 + ((yy - h * 0.4) / h) ** 2)
shade = 1.0 - 0.55 * r ** 2 - 0.12 * (xx / w) - 0.08 * (yy / h)
a = a * shade[..., None]
a[..., 0] *= 1.03; a[..., 2] *= 0.94
rng = np.random.default_rng(47)
a += rng.normal(0, 7, a.shape)
im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.9))
im.save("../cvs/IMG_20210914_183252.jpg", quality=82)
print(im.size)
