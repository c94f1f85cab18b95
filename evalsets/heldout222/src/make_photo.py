"""Turn src/devon/page.png into a phone-photo-like JPEG (no text layer)."""
import pathlib, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance
random.seed(222)
here = pathlib.Path(__file__).resolve().parent
page = Image.open(here / "devon" / "page.png").convert("RGB")
w, h = page.size
# paper on a desk: pad with a darker background, then rotate
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: vertical + radial shading
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(img.height):
    d.line([(0, i), (img.width, i)], fill=int(255 - 55 * i / img.height))
vign = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vign)
for k in range(40):
    inset = k * 18
    dv.ellipse([-img.width * 0.25 + inset, -img.height * 0.2 + inset,
                img.width * 1.25 - inset, img.height * 1.2 - inset], fill=150 + k * 2)
vign = vign.filter(ImageFilter.GaussianBlur(60))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [mask, mask, mask]))
img = ImageEnhance.Brightness(img).enhance(1.35)
# warm tint, slight blur, noise
r, g, b = img.split()
img = Image.merge("RGB", [r.point(lambda v: min(255, v + 8)), g, b.point(lambda v: max(0, v - 10))])
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 14).convert("L")
img = Image.blend(img, Image.merge("RGB", [noise] * 3), 0.06)
out = here.parent / "cvs" / "IMG_20261012_093114.jpg"
img.save(out, "JPEG", quality=82)
print(out, img.size)
