"""Phone-photo effect for the printed 2026 page of Orlaith Brannagh's CV (Pillow only)."""
import random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = pathlib.Path(__file__).resolve().parent
src = Image.open(here / "build" / "orlaith_page-1.png").convert("RGB")
w, h = src.size
src = src.crop((0, 0, w, int(h * 0.62)))           # the printed text sits on the upper part
w, h = src.size
# paper tint and uneven lighting
tint = Image.new("RGB", (w, h), (236, 229, 214))
img = ImageChops.multiply(src, tint)
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    d.ellipse((-w * 0.3 + i * 8, -h * 0.3 + i * 8, w * 1.3 - i * 8, h * 1.3 - i * 8), fill=int(i * 6.3))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (70, 62, 55))
img = Image.composite(img, dark, shade)
# bigger canvas (table surface), rotate
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 78, 64))
canvas.paste(img, (int(w * 0.04), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(175)
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(here.parent / "cvs" / "IMG_20261103_184212.jpg", quality=82)
print("ok", canvas.size)
