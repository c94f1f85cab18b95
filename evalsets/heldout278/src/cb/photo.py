"""Turns page.png (pdftoppm -r 150 of que_haolan_2026.pdf) into a phone photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(278)
img = Image.open("page.png").convert("RGB")
w, h = img.size
# paper on a desk: pad with a dark wooden-ish background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 70, 52))
bg.paste(img, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 70, 52))
W, H = img.size
# uneven lighting: gradient from top-left bright to bottom-right darker + vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for_x = int(255 - 60 * y / H)
    d.line([(0, y), (W, y)], fill=for_x)
grad_x = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = ImageChops.multiply(shade, grad_x.point(lambda v: 200 + v * 55 // 255))
vig = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
shade = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade.point(lambda v: int(v * 0.95)))))
img = img.filter(ImageFilter.GaussianBlur(1.1))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img.save("../../cvs/阙浩岚_简历_2026.jpg", quality=82)
