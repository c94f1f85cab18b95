"""Turn the rendered page PNG into a phone photo (rotation, shading, vignette, blur, noise)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(186)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
# crop to the upper 62% (content) plus margin, like someone photographing the page
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.67)))
# paper slightly warm
page = ImageChops.multiply(page, Image.new("RGB", page.size, (250, 246, 236)))
# put on a dark table background and rotate
bg = Image.new("RGB", (page.width + 160, page.height + 160), (72, 64, 58))
bg.paste(page, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(72, 64, 58))
# shading gradient (light from top-left) + vignette
W, H = bg.size
shade = Image.new("L", (W, H))
dr = ImageDraw.Draw(shade)
for y in range(H):
    dr.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
grad = Image.merge("RGB", [shade] * 3)
bg = ImageChops.multiply(bg, grad)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.25, -H * 0.2, W * 1.25, H * 1.2), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(160))
bg = Image.composite(bg, ImageChops.multiply(bg, Image.new("RGB", (W, H), (120, 110, 100))), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = ImageChops.add(ImageChops.multiply(bg, Image.new("RGB", (W, H), (235, 235, 235))),
                    ImageChops.multiply(noise, Image.new("RGB", (W, H), (20, 20, 20))))
out = os.path.join(here, "..", "..", "cvs", "IMG_20261103_简历_佟溪月.jpg")
bg.save(out, "JPEG", quality=80)
print(out, bg.size)
