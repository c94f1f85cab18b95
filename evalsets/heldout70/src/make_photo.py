# Turns the rendered 2022 CV page into a "phone photo" (no text layer).
import random
from PIL import Image, ImageFilter, ImageChops
random.seed(7)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (168, 160, 148))
bg.paste(im, (int(w*0.04), int(h*0.03)))
im = bg.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(150, 142, 130))
w, h = im.size
# vignette / uneven lighting
grad = Image.radial_gradient("L").resize((w, h))
shade = grad.point(lambda v: 255 - int(v * 0.38))
shade_rgb = Image.merge("RGB", (shade, shade, shade))
im = ImageChops.multiply(im, shade_rgb)
# warm tint, blur, noise
r, g, b = im.split()
im = Image.merge("RGB", (r, g.point(lambda v: int(v*0.97)), b.point(lambda v: int(v*0.9))))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.5)
im.save("../cvs/IMG_20220614_183022.jpg", quality=82)
print(im.size)
