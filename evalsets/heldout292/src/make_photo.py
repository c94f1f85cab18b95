"""Turn a rendered page PNG into a phone-photo JPG (rotation, shading, vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(292)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker table background
bg = Image.new("RGB", (int(w*1.12), int(h*1.10)), (92, 84, 76))
page = page.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 76))
bg.paste(page, ((bg.width-page.width)//2, (bg.height-page.height)//2))
img = bg
# uneven lighting: gradient from top-left (bright) to bottom-right (shadow)
grad = Image.new("L", img.size)
d = ImageDraw.Draw(grad)
for y in range(img.height):
    v = int(255 - 70 * (y / img.height))
    d.line([(0, y), (img.width, y)], fill=v)
shade = Image.merge("RGB", (grad, grad, grad))
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-img.width*0.15, -img.height*0.1, img.width*1.15, img.height*1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(img.width/8))
img = Image.composite(img, ImageChops.multiply(img, Image.new("RGB", img.size, (150,145,140))), vig)
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v+8)), g, b.point(lambda v: max(0, v-10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(dst, "JPEG", quality=82)
