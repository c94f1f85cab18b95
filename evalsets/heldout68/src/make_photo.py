# Turns the rendered Chinese page (page-1.png) into a phone photo of a printout: paper on a desk,
# rotated ~2 degrees, uneven lighting / vignette, slight blur and sensor noise, JPEG, no text layer.
import random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(68)
here = pathlib.Path(__file__).resolve().parent
page = Image.open(here / "page-1.png").convert("RGB")
w, h = page.size
# warm paper tint
tint = Image.new("RGB", page.size, (246, 240, 226))
page = ImageChops.multiply(page, tint)
# desk background, page rotated onto it
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2 + 14, (bg.height - rot.height) // 2 - 6))
# shading: light from top-left, darker bottom-right + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    d.ellipse([-bg.width * 0.4 + i * 3, -bg.height * 0.3 + i * 3, bg.width * 1.1 - i * 2, bg.height * 1.05 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(120))
lo = Image.new("RGB", bg.size, (40, 36, 30))
img = Image.composite(bg, ImageChops.multiply(bg, Image.merge("RGB", [shade.point(lambda v: 110 + v * 145 // 255)] * 3)), Image.new("L", bg.size, 0))
img = Image.blend(img, lo, 0.05)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, Image.merge("RGB", [noise.split()[0].point(lambda v: 200 + v * 55 // 255)] * 3)), 0.6)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)), Image.BILINEAR)
out = here.parent / "cvs" / "IMG_20261103_184512.jpg"
img.save(out, "JPEG", quality=80)
print(out, img.size)
